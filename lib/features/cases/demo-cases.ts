import { count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import type { CaseConfig } from "@/lib/domain/cases/case-config";
import { addNote, approveCase, type CaseCaller, returnCase, submitCase } from "@/lib/domain/cases/case-store";
import type { CaseDecision, CaseKind } from "@/lib/domain/cases/case-types";
import { addDays, latvianDay } from "@/lib/domain/cases/review-date";
import { parseRoles } from "@/lib/domain/viewer/roles";
import { envFlag, parseEnv } from "@/lib/platform/config/parse-env";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import { cases, entityReviews } from "@/lib/platform/db/schema/cases";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { appViewer } from "./app-viewer";
import type { OpenCaseInput, OpenedCase } from "./case-service";
import { openDueReviews } from "./review-job";

/** DEMO_CASES (on unless set to 0): whether demo mode opens its demo cases at start. */
export function demoCasesWanted(env: Record<string, string | undefined>): boolean {
  return parseEnv(z.object({ DEMO_CASES: envFlag(true) }), env, "Demo configuration").DEMO_CASES;
}

/** The demo accounts that work the demo cases, by email. */
export interface DemoCaseAccounts {
  analyst: string;
  personal: string;
  approver: string;
}

export interface DemoCaseDeps {
  db: Database;
  open: (input: OpenCaseInput) => Promise<OpenedCase>;
  accounts: DemoCaseAccounts;
  config: Pick<CaseConfig, "highRiskApprovers" | "reviewYears">;
  log: { info: (facts: object, message: string) => void; warn: (facts: object, message: string) => void };
  now?: () => Date;
}

// Showcase entities of the demo registry (dev/demo-registry/dataset; the product does not import the lab, so their
// numbers are written here). None but the discrepancy's has a mismatch with its declared beneficial owners, so each
// opens the one case it is meant to show.
const DEMO = {
  diamond: "40003730003",
  fourLayer: "40003690001",
  jointHolding: "40003840002",
  crossHolding: "40003760008",
  sanctioned: "40003520003",
  undeclared: "40003820006",
  deepChain: "40003850000",
} as const;

/**
 * A few cases in different states on the demo registry's showcase entities, worked by the demo accounts, so a
 * newcomer sees the flow at once: open; awaiting approval; approved (which sets a review date); returned to its
 * preparer; high risk with one of its two approvals (the second is for another approver, such as the demo administrator); a register discrepancy found while preparing; and a review
 * fallen due, which the daily review job has opened. Only when no case exists yet; each case that fails (the
 * registry) is logged and skipped. Answers the cases opened.
 */
export async function seedDemoCases(deps: DemoCaseDeps): Promise<number> {
  const { db, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const [{ n }] = await db.select({ n: count() }).from(cases);
  if (n > 0) return 0;

  const emails = Object.values(deps.accounts);
  const found = await db
    .select({ id: user.id, email: user.email, roles: user.roles })
    .from(user)
    .where(inArray(user.email, emails));
  const callerOf = (email: string): CaseCaller => {
    const account = found.find((row) => row.email === email);
    if (!account) throw new Error(`The demo account ${email} does not exist`);
    const actor: AuditActor = {
      userId: account.id,
      userEmail: account.email,
      clientAddress: null,
      userAgent: "Registry Lens demo data",
      requestId: null,
    };
    return { who: { userId: account.id, roles: parseRoles(account.roles) }, actor };
  };
  const analyst = callerOf(deps.accounts.analyst);
  const personal = callerOf(deps.accounts.personal);
  const approver = callerOf(deps.accounts.approver);

  let opened = 0;
  /** Opens a case as the account (on its own viewer's terms: persons masked), then works it as `then` says. */
  async function demoCase(
    label: string,
    by: CaseCaller,
    regcode: string,
    purpose: string,
    then: (id: number, opening: OpenedCase) => Promise<void> = async () => {},
    kind: CaseKind = "onboarding",
  ): Promise<void> {
    try {
      const opening = await deps.open({
        db,
        viewer: appViewer(by.who.userId),
        actor: by.actor,
        regcode: parseRegcode(regcode),
        kind,
        purpose,
      });
      opened += 1 + (opening.discrepancy && !opening.discrepancy.joined ? 1 : 0);
      await then(opening.id, opening);
    } catch (error) {
      log.warn({ event: "demo-case-failed", case: label, regcode, err: error }, "a demo case was skipped");
    }
  }
  const submit = (by: CaseCaller, id: number, decision: CaseDecision, conclusion: string) =>
    submitCase(db, by, id, { decision, conclusion }, now());

  await demoCase("open", analyst, DEMO.diamond, "Onboarding: new corporate client, KYC");
  await demoCase("awaiting approval", personal, DEMO.fourLayer, "Onboarding: new corporate client, KYC", async (id) => {
    await addNote(db, personal, id, "Ownership traced through four layers: the top person's 26% is declared.", now());
    await submit(personal, id, "accept", "Beneficial owner identified and declared; low risk. Accept.");
  });
  await demoCase("approved", analyst, DEMO.jointHolding, "Onboarding: new corporate client, KYC", async (id) => {
    await submit(analyst, id, "accept", "Joint holding and decisive influence explained by the notice; low risk.");
    await approveCase(db, approver, id, config, now());
  });
  await demoCase("returned", personal, DEMO.crossHolding, "Onboarding: new corporate client, KYC", async (id) => {
    await submit(personal, id, "accept", "Cross-holding noted; accept.");
    await returnCase(
      db,
      approver,
      id,
      "Explain the cross-holding loop and who controls it before approval.",
      config,
      now(),
    );
  });
  await demoCase(
    "high risk",
    personal,
    DEMO.sanctioned,
    "Onboarding: corporate client, sanctions screening",
    async (id) => {
      await submit(
        personal,
        id,
        "accept-with-conditions",
        "Sanctions exposure through a related party; accept only with enhanced monitoring.",
      );
      await approveCase(db, approver, id, config, now());
    },
  );
  await demoCase(
    "discrepancy",
    analyst,
    DEMO.undeclared,
    "Onboarding: new corporate client, KYC",
    async (id, opening) => {
      // The determination was still being made: the discrepancy is opened by hand, as an analyst would.
      if (!opening.discrepancy)
        await demoCase(
          "discrepancy (by hand)",
          analyst,
          DEMO.undeclared,
          `Register discrepancy found while preparing case #${id}`,
          undefined,
          "discrepancy",
        );
    },
  );
  await demoCase("review due", analyst, DEMO.deepChain, "Onboarding: corporate client, KYC", async (id) => {
    await submit(analyst, id, "accept", "Control through majorities up a six-company chain; low risk.");
    await approveCase(db, approver, id, config, now());
    // Demo data only: the review set by the approval is moved to yesterday, so it is overdue today.
    const yesterday = addDays(latvianDay(now()), -1);
    await db.update(entityReviews).set({ nextReviewOn: yesterday }).where(eq(entityReviews.regcode, DEMO.deepChain));
    await db.update(cases).set({ nextReviewOn: yesterday }).where(eq(cases.id, id));
  });
  const reviews = await openDueReviews({ db: async () => db, openCase: deps.open, log, now }).catch(
    (error: unknown) => {
      log.warn({ event: "demo-case-failed", case: "periodic review", err: error }, "a demo case was skipped");
      return { opened: [] };
    },
  );
  opened += reviews.opened.length;
  log.info({ event: "demo-cases", opened }, "opened the demo cases");
  return opened;
}
