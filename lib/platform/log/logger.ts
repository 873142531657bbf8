import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Header names whose values are credentials or signatures. Matched by substring so the
 * registry's configurable header names (e.g. X-Api-Signature) are covered without listing them.
 */
const SENSITIVE_HEADER = /key|signature|secret|nonce|authorization|cookie/i;
const REDACTED = "[redacted]";

/** Copies a header map with every credential-like value replaced, for logging. */
export function redactHeaders(headers: Headers | Record<string, unknown>): Record<string, unknown> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  return Object.fromEntries(entries.map(([name, value]) => [name, SENSITIVE_HEADER.test(name) ? REDACTED : value]));
}

function isHeaderMap(value: unknown): value is Headers | Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Creates the app's structured JSON logger. Any `headers` field is passed through redactHeaders,
 * so a caller cannot log a credential by accident. Record bodies must never be logged: only ids and counts.
 */
export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL || "info",
      base: { service: "registry-lens" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: {
        headers: (value: unknown) => (isHeaderMap(value) ? redactHeaders(value) : value),
        err: pino.stdSerializers.err,
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process-wide logger (stdout). */
export const logger: Logger = createLogger();
