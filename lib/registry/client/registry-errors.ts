import { AppError } from "@/lib/platform/errors/app-error";
import { invalidRegcode } from "@/lib/registry/regcode/parse-regcode";

/** The typed errors of the registry client, with messages that say what to do next. */
export const registryErrors = {
  invalidRegcode,
  /** `remembered`: answered from the brief memory of the registry's earlier 404, without asking it again. */
  notFound: (regcode: string, remembered = false) =>
    new AppError(
      "not_found",
      { key: "entityNotFound", values: { regcode } },
      {
        upstreamStatus: 404,
        detail: remembered ? "cached: the registry answered 404 within REGISTRY_NOT_FOUND_TTL_MS" : undefined,
      },
    ),
  credentialRejected: (status: number) =>
    new AppError("credential_rejected", "credentialRejected", {
      detail: `upstream status ${status}`,
      upstreamStatus: status,
    }),
  scopeMissing: (operation: string) =>
    new AppError(
      "scope_missing",
      { key: "scopeMissing", values: { operation } },
      { detail: "upstream status 403", upstreamStatus: 403 },
    ),
  timeout: (ms: number) =>
    new AppError("upstream_timeout", { key: "registryTimeout", values: { seconds: String(Math.round(ms / 1000)) } }),
  unavailable: (cause: unknown) =>
    new AppError("upstream_unavailable", "registryUnavailable", {
      detail: cause instanceof Error ? cause.message : String(cause),
      cause,
    }),
  rateLimited: (retryAfter: number | undefined) =>
    new AppError(
      "upstream_rate_limited",
      retryAfter ? { key: "registryRateLimitedFor", values: { seconds: String(retryAfter) } } : "registryRateLimited",
      { retryAfter, upstreamStatus: 429 },
    ),
  /** The body is described by its length and type only: it may carry record text, which logs never hold. */
  failure: (status: number, body: { length: number; contentType: string }) =>
    new AppError(
      "upstream_failure",
      { key: "registryFailure", values: { status: String(status) } },
      {
        detail: `upstream status ${status}, ${body.length}-byte body of type ${JSON.stringify(body.contentType.slice(0, 80))}`,
        upstreamStatus: status,
      },
    ),
  tooLarge: (maxBytes: number) =>
    new AppError("upstream_bad_response", "registryTooLarge", {
      detail: `response body above REGISTRY_MAX_BODY_BYTES (${maxBytes} bytes); aborted`,
    }),
  badResponse: (what: string) => new AppError("upstream_bad_response", "registryBadResponse", { detail: what }),
  /** A record that reads well but is about another number: said as such, not as an unreadable answer. */
  wrongEntity: (regcode: string, other: string) =>
    new AppError(
      "upstream_bad_response",
      { key: "registryWrongEntity", values: { regcode, other: other.slice(0, 40) } },
      { detail: `the record for ${regcode} names a different registration number` },
    ),
};
