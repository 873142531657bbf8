import { eq } from "drizzle-orm";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { activeCaseFor, reviewsToOpen } from "@/lib/domain/cases/case-store";
import { latvianDay } from "@/lib/domain/cases/review-date";
import { parseRoles } from "@/lib/domain/viewer/roles";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import type { JobDefinition } from "@/lib/platform/jobs/job-queue";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { OpenCaseInput, OpenedCase } from "./case-service";
import { appViewer } from "./app-viewer";

/** The daily review job acts for no one: the audit trail names it as the lookups' and the opening's browser. */
export const REVIEW_ACTOR: AuditActor = {
  userId: null,
  userEmail: null,
  clientAddress: null,
  userAgent: "Registry Lens review job",
  requestId: null,
};

export interface ReviewJobDeps {
  db: () => Promise<Database>;
  openCase: (input: OpenCaseInput) => Promise<OpenedCase>;
  log: { info: (facts: object, message: string) => void; warn: (facts: object, message: string) => void };
  now?: () => Date;
}

/** The purpose a periodic-review case states: the review it is for, and the law that asks for it. */
export const reviewPurpose = (dueOn: string) => `Periodic review due ${dueOn} (AMLR Art. 26)`;

/** Whether the account may be given a case: enabled, with the analyst role. */
async function assignable(db: Database, userId: string): Promise<boolean> {
  const [found] = await db.select({ roles: user.roles, disabled: user.disabled }).from(user).where(eq(user.id, userId));
  return !!found && !found.disabled && parseRoles(found.roles).includes("analyst");
}

/**
 * Opens a periodic-review case for each entity whose next review is due (on or before today, a Latvian day) and
 * that has no case being worked on: prepared by and assigned to whoever prepared the approved case that set the
 * review (left unassigned, for any analyst to take, when that account can no longer work cases), opened by the
 * app. Running it again opens nothing more. One entity's failure (the registry) is logged and thrown at the end,
 * after the others, so the queue tries the day's remainder again.
 */
export async function openDueReviews(deps: ReviewJobDeps): Promise<{ opened: number[]; failed: string[] }> {
  const at = (deps.now ?? (() => new Date()))();
  const db = await deps.db();
  const due = await reviewsToOpen(db, latvianDay(at));
  const opened: number[] = [];
  const failed: string[] = [];
  for (const review of due) {
    // Asked again just before: an analyst may have opened one since the list was read.
    if (await activeCaseFor(db, review.regcode)) continue;
    try {
      const { id } = await deps.openCase({
        db,
        viewer: appViewer(review.preparerId),
        actor: REVIEW_ACTOR,
        regcode: parseRegcode(review.regcode),
        kind: "periodic-review",
        purpose: reviewPurpose(review.nextReviewOn),
        assigneeId: (await assignable(db, review.preparerId)) ? review.preparerId : null,
        byApp: true,
      });
      opened.push(id);
    } catch (error) {
      failed.push(review.regcode);
      deps.log.warn({ event: "review-case-failed", regcode: review.regcode, err: error }, "no review case opened");
    }
  }
  if (due.length > 0)
    deps.log.info({ event: "review-cases", due: due.length, opened: opened.length }, "opened the reviews due");
  if (failed.length > 0) throw new Error(`No review case could be opened for ${failed.join(", ")}`);
  return { opened, failed };
}

/**
 * The review job: daily at 04:07 UTC (06:07 or 07:07 in Riga, a Latvian day already begun and before the working
 * day), run by one instance; a failed run is retried by the queue and shows on /admin.
 */
export function reviewJob(deps: ReviewJobDeps): JobDefinition {
  return {
    name: "case-reviews",
    cron: "7 4 * * *",
    retryDelaySeconds: 30 * 60,
    expireInSeconds: 60 * 60,
    run: async () => {
      await openDueReviews(deps);
    },
  };
}
