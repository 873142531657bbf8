import { z } from "zod";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";

/**
 * GET /api/legal-entities/{regcode}, as viewerAnswerBytes writes it: the registry's record byte for byte, or for a
 * viewer who may not see personal details the masked record led by a field saying so (gate-record.ts).
 */
export const viewerAnswerSchema = z.intersection(
  legalEntitySchema,
  z.object({
    personal_details_withheld: z
      .strictObject({
        reason: z.string().describe("Why this viewer's copy has no personal details"),
        registry_sha256: z.string().describe("SHA-256 of the record as the registry sent it"),
      })
      .optional()
      .describe("Present only when the record is masked for this viewer"),
  }),
);
