import { errorMessage, type LoadFailureWords } from "./fetch-api-json";

/** Waits between polls when the server names none, and the bounds put on what it names. */
const DEFAULT_WAIT_MS = 2_000;
const MIN_WAIT_MS = 500;
const MAX_WAIT_MS = 30_000;
/** Past this the reader is told the answer is still being worked out, instead of a wait without end. */
const GIVE_UP_MS = 10 * 60_000;

/** The reader's words for a failed load, and for an answer still being worked out after a long wait. */
export interface ResolveWords extends LoadFailureWords {
  stillResolving: string;
}

export interface ResolveOptions {
  /** Called after each 202 with how many records the server has read so far (null when it does not say). */
  onProgress?: (recordsRead: number | null) => void;
  signal?: AbortSignal;
}

/** How long a 202's Retry-After asks to wait (seconds or an HTTP date), kept within bounds. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? "";
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : value ? Date.parse(value) - now : Number.NaN;
  return Number.isNaN(ms) ? DEFAULT_WAIT_MS : Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, ms));
}

/** The records read so far in a 202's `{ status: "resolving", progress }`: a count, or `{ recordsRead }`. */
function recordsReadOf(body: unknown): number | null {
  const progress = typeof body === "object" && body !== null && "progress" in body ? body.progress : null;
  if (typeof progress === "number") return progress;
  if (typeof progress === "object" && progress !== null && "recordsRead" in progress)
    return typeof progress.recordsRead === "number" ? progress.recordsRead : null;
  return null;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * GETs JSON from the app's own API that may answer 202 while it works the answer out: polls, waiting as
 * each 202's Retry-After asks, until the 200, whose shape `is` checks. Errors carry the API's own
 * explanation, else the reader's words for the failure.
 */
export async function fetchWhenResolved<T>(
  url: string,
  is: (body: unknown) => body is T,
  words: ResolveWords,
  { onProgress, signal }: ResolveOptions = {},
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(url, { signal });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 202) {
      onProgress?.(recordsReadOf(body));
      if (Date.now() - started > GIVE_UP_MS) throw new Error(words.stillResolving);
      await wait(retryAfterMs(response.headers.get("retry-after")), signal);
      continue;
    }
    if (!response.ok) throw new Error(errorMessage(body) ?? words.failed(response.status));
    if (!is(body)) throw new Error(words.unreadable);
    return body;
  }
}
