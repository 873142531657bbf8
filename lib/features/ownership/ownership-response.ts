import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";

// It names persons where the viewer may see them: never kept by shared caches.
export const NO_STORE = { "cache-control": "private, no-store" } as const;

/** How long the ownership routes wait for a determination before answering 202 with its progress. */
export const OWNERSHIP_WAIT_MS = 2_000;

type Answer =
  | { state: "ready"; determination: OwnershipDetermination }
  | { state: "resolving"; progress: { recordsRead: number; queued: number; depth: number } };

/**
 * The answer of the ownership routes (JSON and BODS): 202 with the progress and Retry-After while the
 * records are still being read, the same request later answering 200 with `ready(determination)`.
 */
export function ownershipResponse(
  answer: Answer,
  ready: (determination: OwnershipDetermination) => Response,
): Response {
  if (answer.state === "ready") return ready(answer.determination);
  return Response.json(
    { status: "resolving", progress: answer.progress },
    { status: 202, headers: { ...NO_STORE, "retry-after": "1" } },
  );
}
