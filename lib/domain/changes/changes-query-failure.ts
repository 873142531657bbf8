import type { Database } from "@/lib/platform/db/database";
import { AppError, toAppError } from "@/lib/platform/errors/app-error";
import { hasRetrieval } from "@/lib/domain/evidence/has-retrieval";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import { registryErrors } from "@/lib/registry/client/registry-errors";
import { snapshotNotFound } from "@/lib/domain/evidence/snapshot-hash";
import { parseHash } from "./compare-retrievals";

/**
 * What a changes page must answer with before it streams: a malformed number or hash (400) or a hash
 * no retrieval of the number has (404); undefined when the page can show the changes.
 */
export async function changesQueryFailure(
  db: Database,
  regcode: string,
  query: { from: string | null; to: string | null },
): Promise<AppError | undefined> {
  try {
    if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
    for (const hash of [parseHash("from", query.from), parseHash("to", query.to)]) {
      if (hash !== null && !(await hasRetrieval(db, regcode, hash))) throw snapshotNotFound(regcode, hash);
    }
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw toAppError(error);
  }
}
