import { z } from "zod";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { EDGE_KINDS, type Graph } from "./graph-types";
import type { GraphLayout } from "./layout-types";

// Apart from graph-types.ts and layout-types.ts, which the browser imports: these are for the API description.

const graphNode = z.strictObject({
  id: z
    .string()
    .describe(
      "entity:<regcode>, foreign:<country>:<number or name>, person:<name key>, withheld:<occurrence> or group:<band>",
    ),
  kind: z.enum(["entity", "person", "withheld", "group"]),
  label: z.string(),
  regcode: z.string().nullable().describe("Domestic registration number: the node can be opened or expanded"),
  country: z.string().nullable(),
  sanctioned: z.boolean(),
  sanctionNotes: z.array(z.string()),
  level: z.number().int().describe("Expansions away from the entity asked for (0 for it and its own relations)"),
});

const graphEdge = z.strictObject({
  id: z.string(),
  source: z.string().describe("The party holding the role or share"),
  target: z.string().describe("The entity in which it is held"),
  kind: z.enum(EDGE_KINDS),
  label: z.string(),
  percent: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  former: z.boolean(),
  annulled: z.boolean(),
  cycle: z.boolean().describe("Part of an ownership or control loop"),
});

/** GET /api/legal-entities/{regcode}/graph. */
export const graphSchema = answerSchema<Graph>()(
  z.strictObject({
    rootId: z.string(),
    nodes: z.array(graphNode),
    edges: z.array(graphEdge),
    expanded: z.array(z.string()).describe("Registration numbers whose records are merged in"),
  }),
);

const point = z.strictObject({ x: z.number(), y: z.number() });

/** GET /api/legal-entities/{regcode}/graph/layout: the drawing, in drawing units. */
export const graphLayoutSchema = answerSchema<GraphLayout>()(
  z.strictObject({
    nodes: z.array(
      graphNode.extend({
        x: z.number(),
        y: z.number(),
        caption: z.string(),
        hidden: z.number().int().describe('For an "N more" node: how many parties it stands for'),
        effectivePercent: z.number().nullable(),
        onSanctionPath: z.boolean(),
      }),
    ),
    edges: z.array(
      graphEdge.extend({
        points: z.array(point),
        count: z.number().int(),
        onSanctionPath: z.boolean(),
      }),
    ),
    bands: z.array(
      z.strictObject({
        key: z.string(),
        label: z.string(),
        count: z.number().int(),
        parties: z.number().int(),
        lines: z.array(z.string()),
        y: z.number(),
      }),
    ),
    width: z.number(),
    height: z.number(),
    undrawn: z
      .strictObject({
        reason: z.enum(["parties", "time", "busy"]),
        parties: z.number().int(),
        limit: z.number().int(),
      })
      .optional()
      .describe("Set, with no boxes, when the view is not drawn"),
  }),
);
