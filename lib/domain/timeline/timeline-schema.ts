import { z } from "zod";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { TIMELINE_CATEGORIES, type TimelineCategory } from "@/lib/registry/record/timeline-categories";
import { TIMELINE_PAGE_SIZE, type TimelinePage } from "./timeline-page";

// Apart from timeline-page.ts and timeline-params.ts, which the browser imports: these are for the API description.

const CATEGORIES = Object.keys(TIMELINE_CATEGORIES) as [TimelineCategory, ...TimelineCategory[]];
const count = z.number().int().nonnegative();

/** GET /api/legal-entities/{regcode}/timeline: one page of the filtered history (see timelinePage). */
export const timelinePageSchema = answerSchema<TimelinePage>()(
  z.strictObject({
    total: count.describe("Events in the record, whatever the filter"),
    matching: count.describe("Events the filter lets through"),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    counts: z.partialRecord(z.enum(CATEGORIES), count).describe("Events per category over the whole record"),
    events: z.array(
      z.strictObject({
        id: z.string(),
        date: z.iso.date(),
        category: z.enum(CATEGORIES),
        title: z.string().describe("In the language of the request"),
        codes: z.array(z.string()).optional().describe("The register codes the title gives in words"),
        sectionAnchor: z.string().describe("Id of the profile element showing the fact"),
        annulled: z.boolean(),
        until: z.string().nullable().describe("The end of the fact's term as the register states it"),
        removedOn: z.string().nullable(),
      }),
    ),
  }),
);

/** The timeline's query as filterFromParams and pageFromParams read it: anything malformed is dropped, not refused. */
export const timelineQuerySchema = z.object({
  category: z.array(z.enum(CATEGORIES)).optional().describe("Only these categories; repeatable or comma-separated"),
  from: z.iso.date().optional().describe("Inclusive first day"),
  to: z.iso.date().optional().describe("Inclusive last day"),
  page: z.number().int().positive().optional().describe(`1-based page of ${TIMELINE_PAGE_SIZE} events`),
});
