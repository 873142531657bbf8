import { queryOptions } from "@tanstack/react-query";
import { isOwnershipDetermination } from "@/lib/domain/ownership/is-ownership-determination";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { type LoadFailureWords, readApiJson } from "./fetch-api-json";

/** How far the server has got with the structure, as its 202 answer says. */
export interface ResolvingProgress {
  recordsRead: number;
  queued: number;
  depth: number;
}

export type OwnershipAnswer =
  | { status: "ready"; determination: OwnershipDetermination }
  /** `progress` is null when the answer did not say; `retryAfterMs` is when to ask again. */
  | { status: "resolving"; progress: ResolvingProgress | null; retryAfterMs: number };

const DEFAULT_RETRY_MS = 2_000;
// Asked again no sooner than a second (the server's own pace) and no later than a minute (the panel stays live).
const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

/** When to ask again, from a Retry-After header (seconds, or an HTTP date), kept within a second and a minute. */
export function retryAfterMs(header: string | null, now: number): number {
  const value = header?.trim() ?? "";
  let ms = Number.NaN;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else if (value !== "") ms = Date.parse(value) - now;
  if (!Number.isFinite(ms)) return DEFAULT_RETRY_MS;
  return Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, ms));
}

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

function progressOf(body: unknown): ResolvingProgress | null {
  if (typeof body !== "object" || body === null || !("progress" in body)) return null;
  const { progress } = body;
  if (typeof progress !== "object" || progress === null) return null;
  const { recordsRead, queued, depth } = progress as Record<string, unknown>;
  return isCount(recordsRead) && isCount(queued) && isCount(depth) ? { recordsRead, queued, depth } : null;
}

/** One ask of the ownership API: the determination, or how far the server has got and when to ask again. */
export async function fetchOwnership(
  url: string,
  words: LoadFailureWords,
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<OwnershipAnswer> {
  const response = await fetch(url, { signal });
  if (response.status === 202) {
    const body: unknown = await response.json().catch(() => null);
    return {
      status: "resolving",
      progress: progressOf(body),
      retryAfterMs: retryAfterMs(response.headers.get("retry-after"), now()),
    };
  }
  return { status: "ready", determination: await readApiJson(response, isOwnershipDetermination, words) };
}

/** An entity's ownership determination, asked for again as the server's Retry-After says until it is ready. */
export function ownershipQuery(regcode: string, words: LoadFailureWords) {
  const url = apiPaths.ownership(regcode);
  return queryOptions({
    queryKey: ["ownership", regcode],
    queryFn: ({ signal }) => fetchOwnership(url, words, signal),
    refetchInterval: ({ state: { data } }) => (data?.status === "resolving" ? data.retryAfterMs : false),
  });
}
