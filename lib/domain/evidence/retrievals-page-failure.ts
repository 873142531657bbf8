import type { Database } from "@/lib/platform/db/database";
import { AppError } from "@/lib/platform/errors/app-error";
import { type QueryReader, pageFromParams } from "@/lib/platform/http/page-query";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import { registryErrors } from "@/lib/registry/client/registry-errors";
import { countRetrievals, retrievalsPages } from "./list-retrievals";

/**
 * A full load of the retrievals list that cannot show what it asks for: a number that is not one (400),
 * or a page past the last (404). The page says so itself; the answer must carry the status too.
 */
export async function retrievalsPageFailure(
  db: Database,
  regcode: string,
  query: QueryReader,
): Promise<AppError | undefined> {
  if (!isRegcode(regcode)) return registryErrors.invalidRegcode(regcode);
  const page = pageFromParams(query);
  if (page === 1) return undefined;
  const pages = retrievalsPages(await countRetrievals(db, regcode));
  if (page <= pages) return undefined;
  return new AppError("not_found", {
    key: "noRetrievalsPage",
    values: { regcode, page: String(page), pages: String(pages) },
  });
}
