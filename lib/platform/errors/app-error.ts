import type { Locale } from "@/lib/platform/i18n/locales";
import { type ErrorKey, type ErrorText, wordErrorTexts } from "./error-text";

/** Every failure the app can report, with the HTTP status it is answered with. */
export const ERROR_STATUS = {
  invalid_regcode: 400,
  bad_request: 400,
  unauthorized: 401,
  cross_site: 403,
  forbidden: 403,
  second_factor_enrolment_required: 403,
  not_found: 404,
  conflict: 409,
  body_too_large: 413,
  host_not_allowed: 421,
  rate_limited: 429,
  internal: 500,
  credential_rejected: 502,
  scope_missing: 502,
  upstream_failure: 502,
  upstream_bad_response: 502,
  upstream_unavailable: 502,
  upstream_rate_limited: 503,
  busy: 503,
  database_unavailable: 503,
  pdf_unavailable: 503,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Whether the same request, tried again later, can succeed: failures that tend to pass by themselves
 * (timeouts, rate limits, an unreachable or failing registry). The others need other input or an
 * administrator, so pages offer no "Try again" for them.
 */
const RETRY_CAN_HELP: Record<ErrorCode, boolean> = {
  invalid_regcode: false,
  bad_request: false,
  unauthorized: false,
  cross_site: false,
  forbidden: false,
  second_factor_enrolment_required: false,
  not_found: false,
  conflict: false,
  body_too_large: false,
  host_not_allowed: false,
  rate_limited: true,
  internal: true,
  credential_rejected: false,
  scope_missing: false,
  upstream_failure: true,
  upstream_bad_response: true,
  upstream_unavailable: true,
  upstream_rate_limited: true,
  busy: true,
  database_unavailable: true,
  pdf_unavailable: false,
  upstream_timeout: true,
};

export function retryCanHelp(code: ErrorCode): boolean {
  return RETRY_CAN_HELP[code];
}

/** Marks AppErrors from every copy of this module: proxy.ts, routes and pages are separate module graphs. */
const BRAND = Symbol.for("registry-lens.app-error");

/**
 * The app's one error type: a code from ERROR_STATUS and a message written for a person, as catalogue
 * texts so each viewer reads it in their language (messageIn); `message` is the English, for logs.
 */
export class AppError extends Error {
  // An error thrown by a shared object (such as the registry's cache) from another module graph
  // is still an AppError here: instanceof checks the brand rather than this copy's prototype.
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && BRAND in value;
  }

  readonly [BRAND] = true;
  readonly code: ErrorCode;
  /** What the message says, to word it in any language; several are joined (each field's problem). */
  readonly texts: readonly ErrorText[];
  /** Seconds the caller should wait before trying again, where known. */
  readonly retryAfter?: number;
  /** Detail for operators (logs), never sent to the browser. */
  readonly detail?: string;
  /** The registry's HTTP status when the error came from its answer. */
  readonly upstreamStatus?: number;

  constructor(
    code: ErrorCode,
    text: ErrorKey | ErrorText | readonly ErrorText[],
    options: { retryAfter?: number; detail?: string; upstreamStatus?: number; cause?: unknown } = {},
  ) {
    const texts = typeof text === "string" ? [{ key: text }] : "key" in text ? [text] : text;
    super(wordErrorTexts(texts, "en"), { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.texts = texts;
    this.retryAfter = options.retryAfter;
    this.detail = options.detail;
    this.upstreamStatus = options.upstreamStatus;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

// Node's socket errors and PostgreSQL's connection and shutdown states (SQLSTATE classes 08 and 57P).
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|EPIPE|08\d\d\d|57P0[1-3])$/;

/** Whether the error, or one it was caused by, says the database cannot be reached or has stopped. */
function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNREACHABLE.test(code)) return true;
    if (typeof message === "string" && /^Connection terminated/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Anything thrown that is not an AppError becomes an internal error with a safe message, except a database
 * that cannot be reached: a 503 that says so (nothing is looked up or shown that the audit trail would miss).
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error))
    return new AppError("database_unavailable", "databaseUnavailable", {
      detail: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  return new AppError("internal", "internal", {
    detail: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}

/** The error's message in the viewer's language. */
export function messageIn(error: AppError, locale: Locale): string {
  return wordErrorTexts(error.texts, locale);
}
