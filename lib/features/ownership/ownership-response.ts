import { z } from "zod";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";

// It names persons where the viewer may see them: never kept by shared caches.
export const NO_STORE = { "cache-control": "private, no-store" } as const;

/** How long the ownership routes wait for a determination before answering 202 with its progress. */
export const OWNERSHIP_WAIT_MS = 2_000;

type Answer =
  | { state: "ready"; determination: OwnershipDetermination }
  | { state: "resolving"; progress: { recordsRead: number; queued: number; depth: number } };

/** The 202 while the records are still being read (for the API description). */
export const ownershipProgressSchema = z.strictObject({
  status: z.literal("resolving"),
  progress: z.strictObject({
    recordsRead: z.number().int(),
    queued: z.number().int().describe("Records waiting to be read"),
    depth: z.number().int().describe("Layers above the entity reached so far"),
  }),
});

/**
 * The answer of the ownership routes (JSON and BODS): 202 with the progress and Retry-After while the
 * records are still being read, the same request later answering 200 with `ready(determination)`.
 */
export function ownershipResponse(
  answer: Answer,
  ready: (determination: OwnershipDetermination) => Response,
): Response {
  if (answer.state === "ready") return ready(answer.determination);
  const body: z.output<typeof ownershipProgressSchema> = { status: "resolving", progress: answer.progress };
  return Response.json(body, { status: 202, headers: { ...NO_STORE, "retry-after": "1" } });
}
