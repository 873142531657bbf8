import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { openCaseOffline } from "@/dev/testing/open-case-offline";
import { listNotes } from "@/lib/domain/cases/case-store";
import { raiseAlert } from "@/lib/features/alerts/alert-store";
import { appViewer } from "@/lib/features/cases/app-viewer";
import type { OpenCaseInput } from "@/lib/features/cases/case-service";
import { createWatchlist } from "@/lib/features/watchlists/own-watchlists";
import { addToWatchlist } from "@/lib/features/watchlists/watchlist-store";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import { cases } from "@/lib/platform/db/schema/cases";
import type { AlertSeverity } from "@/lib/platform/db/schema/watchlists";
import type { JobQueue } from "@/lib/platform/jobs/job-queue";
import { alertsForAutoCase } from "./auto-case";
import { MONITOR_ACTOR } from "./monitor-actor";
import { type AutoCaseLevel, parseMonitorConfig } from "./monitor-config";
import { ALERT_CASE, announceAlerts, monitorJobs } from "./monitor-jobs";

const NOW = new Date("2026-06-10T09:00:00Z");
const HOUR = 3_600_000;
const [APPROVED, UNCASED, QUIET, MEDIUM] = ["40003850000", "40003690001", "40003730003", "40003840002"];
const findings = { sanctionsAdded: true, statusTo: null, majorityOwnerChanged: false, sections: [] };

forEachDatabase("alerts that open a review case by themselves", (database) => {
  let db: Database;
  const opened: OpenCaseInput[] = [];
  const openOffline = openCaseOffline(NOW);
  /** Opens as the one open path would, without the registry, noting what it was asked. */
  const open = async (input: OpenCaseInput) => {
    opened.push(input);
    return openOffline(input);
  };

  /** An onboarding case `preparer` prepared for `regcode`, approved. */
  async function approvedCase(regcode: string, preparer: string) {
    const { id } = await open({
      db,
      viewer: appViewer(preparer),
      actor: MONITOR_ACTOR,
      regcode: regcode as OpenCaseInput["regcode"],
      kind: "onboarding",
      purpose: "Onboarding",
    });
    await db.update(cases).set({ state: "approved" }).where(eq(cases.id, id));
  }

  /** A check's raise, announced as a scheduled check or "Check now" announces it, its case jobs run at once. */
  async function raise(regcode: string, severity: AlertSeverity, level: AutoCaseLevel) {
    const raised = await raiseAlert(db, {
      regcode,
      legalName: `Demo ${regcode}`,
      severity,
      findings,
      fromSha256: "a".repeat(64),
      toSha256: "b".repeat(64),
      createdAt: NOW,
    });
    const deps = {
      db: async () => db,
      lookup: () => Promise.reject(new Error("no lookup here")),
      config: parseMonitorConfig({ WATCH_AUTO_CASE: level }),
      registryRps: 1,
      appUrl: undefined,
      log: { warn: () => undefined },
      openCase: open,
      queue: async () => queue,
    };
    const job = monitorJobs(deps).find((j) => j.name === ALERT_CASE)!;
    const queue = {
      sendMany: async (name: string, runs: ReadonlyArray<{ data: object }>) => {
        for (const run of runs) if (name === ALERT_CASE) await job.run(run.data);
      },
    } as unknown as JobQueue;
    await announceAlerts(
      deps,
      raised.map(({ id, severity: s }) => ({ id, severity: s })),
    );
    return raised.map((a) => a.id);
  }

  const reviewCases = (regcode: string) =>
    db
      .select({ id: cases.id, preparerId: cases.preparerId, assigneeId: cases.assigneeId, alertId: cases.alertId })
      .from(cases)
      .where(and(eq(cases.regcode, regcode), eq(cases.kind, "alert-review")));

  beforeAll(async () => {
    db = database();
    await db.insert(user).values([
      { id: "anna", name: "Anna Analyst", email: "anna@bank.test", roles: ["analyst"] },
      { id: "ilze", name: "Ilze Owner", email: "ilze@bank.test", roles: ["analyst"] },
    ]);
    // Ilze's private list watches every entity; Anna prepared the approved cases but cannot see that list.
    const list = await createWatchlist(db, "ilze", "Clients");
    for (const regcode of [APPROVED, UNCASED, QUIET, MEDIUM])
      await addToWatchlist(db, "ilze", { regcode, list: list.id }, NOW, HOUR, "en");
    for (const regcode of [APPROVED, QUIET, MEDIUM]) await approvedCase(regcode, "anna");
    opened.length = 0;
  });

  it("takes the alerts at or above the configured severity", () => {
    const raised = [
      { id: 1, severity: "high" as const },
      { id: 2, severity: "medium" as const },
      { id: 3, severity: "low" as const },
    ];
    expect([
      alertsForAutoCase(raised, "high"),
      alertsForAutoCase(raised, "medium"),
      alertsForAutoCase(raised, "off"),
    ]).toEqual([[1], [1, 2], []]);
  });

  it("opens one review case for a high alert on an entity with an approved case, and a second alert joins it", async () => {
    const [first] = await raise(APPROVED, "high", "high");
    expect(await reviewCases(APPROVED)).toEqual([
      { id: expect.any(Number), preparerId: "ilze", assigneeId: "ilze", alertId: first },
    ]);
    expect(opened.map((o) => [o.kind, o.byApp, o.actor.userAgent])).toEqual([
      ["alert-review", true, "Registry Lens monitor"],
    ]);
    const [second] = await raise(APPROVED, "high", "high");
    const [review] = await reviewCases(APPROVED);
    expect(await reviewCases(APPROVED)).toHaveLength(1);
    const notes = await listNotes(db, review.id);
    expect(notes.map((n) => n.versions.at(-1)?.text)).toEqual([expect.stringContaining(`Alert #${second} (high`)]);
    expect(opened).toHaveLength(1);
  });

  it("opens no case for an entity without an approved case", async () => {
    await raise(UNCASED, "high", "high");
    expect(await db.select({ id: cases.id }).from(cases).where(eq(cases.regcode, UNCASED))).toEqual([]);
  });

  it("opens none with WATCH_AUTO_CASE off, and for a medium alert only when set to medium", async () => {
    await raise(QUIET, "high", "off");
    expect(await reviewCases(QUIET)).toEqual([]);
    await raise(MEDIUM, "medium", "high");
    expect(await reviewCases(MEDIUM)).toEqual([]);
    await raise(MEDIUM, "medium", "medium");
    expect(await reviewCases(MEDIUM)).toHaveLength(1);
  });

  it("prepares the review for whoever prepared the approved case when they can see the alert", async () => {
    const list = await createWatchlist(db, "anna", "Anna's clients");
    const regcode = "40003760008";
    await addToWatchlist(db, "anna", { regcode, list: list.id }, NOW, HOUR, "en");
    await approvedCase(regcode, "anna");
    await raise(regcode, "high", "high");
    expect((await reviewCases(regcode)).map((c) => [c.preparerId, c.assigneeId])).toEqual([["anna", "anna"]]);
  });
});
