import { z } from "zod";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { SECTIONS } from "@/lib/registry/record/sections";
import type { Compared, ComparedRetrieval, Comparison } from "./compare-retrievals";

/** The changes API's body: register changes only, with the credentials apart; `note` when nothing is compared. */
export interface ChangesAnswer {
  from: ComparedRetrieval | null;
  to: ComparedRetrieval | null;
  changes: Compared["changes"];
  credentials: Compared["credentials"];
  credentialDifferences: number;
  note?: string;
}

export function changesAnswer(comparison: Comparison): ChangesAnswer {
  if (comparison.kind === "compared") {
    const { from, to, changes, credentials, credentialDifferences } = comparison;
    return { from, to, changes, credentials, credentialDifferences };
  }
  return {
    from: null,
    to: null,
    changes: [],
    credentials: null,
    credentialDifferences: 0,
    note: "Fewer than two distinct retrievals are stored: nothing to compare.",
  };
}

const retrieval = z.strictObject({ sha256: z.string(), retrievedAt: z.iso.datetime() });
const SECTION_ANCHORS = SECTIONS.map((section) => section.anchor) as [string, ...string[]];

/** GET /api/legal-entities/{regcode}/changes. */
export const changesAnswerSchema = answerSchema<ChangesAnswer>()(
  z.strictObject({
    from: retrieval.nullable().describe("The older retrieval; null when fewer than two distinct ones are stored"),
    to: retrieval.nullable(),
    changes: z.array(
      z.strictObject({
        section: z.enum(SECTION_ANCHORS).describe("The profile section it belongs to"),
        kind: z.enum(["added", "removed", "changed"]),
        path: z.string().describe("Where in the record: field names, list entries as [id=…]"),
        before: z.unknown(),
        after: z.unknown(),
        summary: z.string().describe("In the language of the request"),
        withheld: z.boolean().describe("Names a person whose details were withheld"),
      }),
    ),
    credentials: z
      .strictObject({ from: z.string(), to: z.string() })
      .nullable()
      .describe("The registry credentials of the two retrievals, when they differ"),
    credentialDifferences: z
      .number()
      .int()
      .describe("Places whose person one credential withheld and the other showed: not changes"),
    note: z.string().optional(),
  }),
);

/** The changes query: two stored retrievals by SHA-256 (default: the two latest distinct ones). */
export const changesQuerySchema = z.object({
  from: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional()
    .describe("SHA-256 of the older retrieval"),
  to: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional()
    .describe("SHA-256 of the newer retrieval"),
});
