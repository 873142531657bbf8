import type { ErrorCode } from "./app-error";

/** The catalogue entry (errors.upstream) that titles each failure on the way to the registry. */
const EXPLAINED = {
  upstream_timeout: "upstreamTimeout",
  upstream_rate_limited: "upstreamRateLimited",
  upstream_unavailable: "upstreamUnavailable",
  upstream_failure: "upstreamFailure",
  upstream_bad_response: "upstreamBadResponse",
  credential_rejected: "credentialRejected",
  scope_missing: "scopeMissing",
} as const satisfies Partial<Record<ErrorCode, string>>;

function isExplained(code: string): code is keyof typeof EXPLAINED {
  return Object.hasOwn(EXPLAINED, code);
}

/** Which errors.upstream entry explains a failure, by its code as stored or sent; "other" for the rest. */
export function upstreamExplanation(code: string): (typeof EXPLAINED)[keyof typeof EXPLAINED] | "other" {
  return isExplained(code) ? EXPLAINED[code] : "other";
}
