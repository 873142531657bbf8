import { z } from "zod";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import type { OwnershipDetermination } from "./ownership-types";

// The shapes of ownership-types.ts (the browser imports those) as a schema, for the API description; the
// compiler holds the two together.

const shareRange = z
  .strictObject({ min: z.number(), max: z.number() })
  .describe("A share of the entity in percent, 0–100: exact when min equals max");
const ownerKind = z.enum(["person", "entity", "unknown"]);
const verdict = z.enum(["yes", "no", "cannot-exclude"]);
const unresolvedReason = z.enum([
  "foreign",
  "withheld",
  "not-found",
  "depth-limit",
  "record-limit",
  "registry-error",
  "unaccounted",
  "loop",
]);

const pathHop = z.strictObject({
  regcode: z.string().nullable(),
  name: z.string().nullable().describe("Null when personal details are withheld"),
  percent: z.number().nullable().describe("What this party holds in the next hop's entity; null on the last hop"),
  range: shareRange.optional(),
  basis: z.enum(["percent", "capital", "joint", "unstated", "decisive-influence"]).optional(),
  kind: ownerKind.optional(),
  withheld: z.boolean().optional(),
});
const path = z.array(pathHop).describe("From the owner down to the entity (its last hop)");

const owner = z.strictObject({
  kind: ownerKind,
  key: z.string().describe("Stable within one determination"),
  name: z.string().nullable(),
  regcode: z.string().nullable(),
  withheld: z.boolean().optional(),
  effective: shareRange,
  control: z.strictObject({ route: z.enum(["majority", "decisive-influence"]), via: path }).nullable(),
  beneficialOwner: verdict,
  declared: z.boolean().nullable().describe("Whether the register's declaration names them; null when unchecked"),
  jointly: z.boolean().optional(),
  reason: unresolvedReason.optional().describe("For entity and unknown entries: why the chain stops here"),
  sanctioned: z.boolean().optional(),
  paths: z.array(path),
  morePaths: z.number().int().optional().describe("Paths beyond those listed"),
});

/** GET /api/legal-entities/{regcode}/ownership once determined: who owns and controls the entity. */
export const determinationSchema = answerSchema<OwnershipDetermination>()(
  z.strictObject({
    regcode: z.string(),
    name: z.string().nullable(),
    determinedAt: z.iso.datetime(),
    rule: z.strictObject({
      threshold: z.number(),
      inclusive: z.boolean(),
      source: z.enum(["date", "override"]),
    }),
    complete: z.boolean().describe("Every chain reached a natural person or a stop that cannot hide an owner"),
    owners: z.array(owner),
    discrepancies: z.array(
      z.strictObject({
        kind: z.enum(["declared-unreachable", "undeclared", "differs", "withheld", "spelling", "cannot-check"]),
        name: z.string().nullable(),
        detail: z.string(),
        ownerKey: z.string().optional(),
        declaredName: z.string().nullable().optional(),
        differsIn: z.enum(["verdict", "nature", "directness"]).optional(),
        declaredControl: z.strictObject({ controlType: z.string().nullable(), indirect: z.boolean() }).optional(),
      }),
    ),
    unresolved: z.array(
      z.strictObject({
        name: z.string().nullable(),
        regcode: z.string().nullable(),
        reason: unresolvedReason,
        effective: shareRange,
        couldHide: z.boolean().optional(),
      }),
    ),
    records: z
      .array(
        z.strictObject({
          regcode: z.string(),
          name: z.string().nullable(),
          sha256: z.string(),
          retrievedAt: z.iso.datetime(),
          depth: z.number().int(),
        }),
      )
      .describe("The stored retrievals the determination read"),
    seniorManagingOfficials: z.array(
      z.strictObject({
        name: z.string().nullable(),
        position: z.string().nullable(),
        withheld: z.boolean().optional(),
        kind: z.enum(["person", "entity"]).optional(),
      }),
    ),
    sanctions: z.strictObject({
      holders: z.array(owner),
      aggregate: shareRange,
      restricted: z.boolean(),
      verdict: verdict.optional(),
    }),
    complexStructure: z.strictObject({
      complex: z.boolean(),
      layers: z.number().int(),
      conditions: z.array(z.string()),
    }),
    loopShare: shareRange,
  }),
);
