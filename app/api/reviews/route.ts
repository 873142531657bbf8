import type { z } from "zod";
import { type dueReviewsSchema, reviewsQuerySchema } from "@/lib/domain/cases/case-schemas";
import { activeCasesFor, overdueReviews, todayInLatvia } from "@/lib/domain/cases/case-store";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { parseInput } from "@/lib/platform/errors/input-error";

// Every review is on or before this day: the listing of all of them, soonest first.
const EVERY_DAY = "9999-12-31";

/**
 * Entities' next reviews, as their latest approved cases set them, soonest (longest overdue) first: `?due=1` only
 * those due today or earlier. Each with the entity's case being worked on, if any.
 */
export const GET = apiRoute("reviews", CASE_READ_ACCESS, async (request, _params, { db }) => {
  const query = parseInput(reviewsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const database = await db();
  const due = await overdueReviews(database, query.due === "1" ? todayInLatvia() : EVERY_DAY);
  const active = await activeCasesFor(
    database,
    due.map((review) => review.regcode),
  );
  const reviews = due.map((review) => ({ ...review, activeCaseId: active.get(review.regcode) ?? null }));
  return Response.json({ reviews } satisfies z.output<typeof dueReviewsSchema>, {
    headers: { "cache-control": "private, no-store" },
  });
});
