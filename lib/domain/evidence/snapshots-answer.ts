import { z } from "zod";
import type { Locale } from "@/lib/platform/i18n/locales";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import type { RetrievalEntry } from "./list-retrievals";
import { retrievalActorName } from "./retrieval-actor-name";

/** The stored copies of an entity's record as the snapshots API lists them: who asked, as this viewer may know it. */
export function snapshotsAnswer(
  rows: readonly RetrievalEntry[],
  viewer: { userId: string; roles: readonly string[] },
  locale: Locale,
) {
  return {
    snapshots: rows.map((row) => ({
      sha256: row.sha256,
      retrievedAt: row.retrievedAt.toISOString(),
      changed: row.changed,
      credential: row.credential,
      actor: retrievalActorName(row.actor, viewer, locale),
    })),
  };
}

/** GET /api/legal-entities/{regcode}/snapshots. */
export const snapshotsAnswerSchema = answerSchema<ReturnType<typeof snapshotsAnswer>>()(
  z.strictObject({
    snapshots: z.array(
      z.strictObject({
        sha256: z.string().describe("Names the stored copy: ?snapshot= on the other entity routes"),
        retrievedAt: z.iso.datetime(),
        changed: z
          .boolean()
          .nullable()
          .describe("Whether the bytes differ from the retrieval before; null for the first"),
        credential: z.string().nullable().describe("The registry credential it was retrieved with"),
        actor: z.string().describe("Who caused it, as the viewer may know it, in the language of the request"),
      }),
    ),
  }),
);
