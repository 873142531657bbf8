import { AppError } from "@/lib/platform/errors/app-error";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { parseAuditFilter } from "./audit-filter";
import { canReadAudit } from "./audit-readers";

/**
 * A reader's full load of the audit page with a filter that does not parse: the page shows the
 * message, and the answer must carry 400 too, as the API does for the same query.
 */
export function auditPageFailure(
  pathname: string,
  query: URLSearchParams,
  viewer: { roles: readonly string[] } | null,
): AppError | undefined {
  if (pathname !== pagePaths.audit() || !viewer || !canReadAudit(viewer)) return undefined;
  try {
    parseAuditFilter(query);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
