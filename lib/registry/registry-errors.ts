import { AppError } from "@/lib/errors/app-error";

/** The typed errors of the registry client, with messages that say what to do next. */
export const registryErrors = {
  invalidRegcode: (input: string) =>
    new AppError(
      "invalid_regcode",
      `"${input.slice(0, 40)}" is not a registration number: it must be exactly 11 digits (0–9), e.g. 40003032949.`,
    ),
  /** `remembered`: answered from the brief memory of the registry's earlier 404, without asking it again. */
  notFound: (regcode: string, remembered = false) =>
    new AppError(
      "not_found",
      `The registry has no legal entity with registration number ${regcode}. Check the number.`,
      {
        upstreamStatus: 404,
        detail: remembered ? "cached: the registry answered 404 within REGISTRY_NOT_FOUND_TTL_MS" : undefined,
      },
    ),
  credentialRejected: (status: number) =>
    new AppError(
      "credential_rejected",
      "The registry rejected this app's credentials. An operator should check the API key, secret, header names and server clock.",
      { detail: `upstream status ${status}`, upstreamStatus: status },
    ),
  scopeMissing: (operation: string) =>
    new AppError(
      "scope_missing",
      `This app's credential is not allowed to use the registry's ${operation} operation. An operator should check its scopes.`,
      { detail: "upstream status 403", upstreamStatus: 403 },
    ),
  timeout: (ms: number) =>
    new AppError(
      "upstream_timeout",
      `The registry did not answer within ${Math.round(ms / 1000)} s. Try again shortly.`,
    ),
  unavailable: (cause: unknown) =>
    new AppError("upstream_unavailable", "The registry could not be reached. Try again shortly.", {
      detail: cause instanceof Error ? cause.message : String(cause),
      cause,
    }),
  rateLimited: (retryAfter: number | undefined) =>
    new AppError(
      "upstream_rate_limited",
      `The registry is limiting requests right now. Try again${retryAfter ? ` in ${retryAfter} s` : " shortly"}.`,
      { retryAfter, upstreamStatus: 429 },
    ),
  /** The body is described by its length and type only: it may carry record text, which logs never hold. */
  failure: (status: number, body: { length: number; contentType: string }) =>
    new AppError("upstream_failure", `The registry failed to answer (status ${status}). Try again shortly.`, {
      detail: `upstream status ${status}, ${body.length}-byte body of type ${JSON.stringify(body.contentType.slice(0, 80))}`,
      upstreamStatus: status,
    }),
  tooLarge: (maxBytes: number) =>
    new AppError(
      "upstream_bad_response",
      "The registry sent an answer larger than this app accepts. An operator can raise REGISTRY_MAX_BODY_BYTES.",
      { detail: `response body above REGISTRY_MAX_BODY_BYTES (${maxBytes} bytes); aborted` },
    ),
  badResponse: (what: string) =>
    new AppError(
      "upstream_bad_response",
      "The registry sent a response this app cannot read. Try again; if it persists, the provider may have changed its format.",
      { detail: what },
    ),
};
