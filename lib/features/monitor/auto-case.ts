import { and, asc, desc, eq } from "drizzle-orm";
import { parseRoles } from "@/lib/domain/viewer/roles";
import { visibleTo } from "@/lib/domain/sharing/visible-to";
import type { RaisedAlert } from "@/lib/features/alerts/alert-store";
import { appViewer } from "@/lib/features/cases/app-viewer";
import { caseForAlert, type CaseJoined } from "@/lib/features/cases/case-flows";
import type { OpenCaseInput, OpenedCase } from "@/lib/features/cases/case-service";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import { cases } from "@/lib/platform/db/schema/cases";
import { alertLists, alerts, type AlertSeverity, watchlists } from "@/lib/platform/db/schema/watchlists";
import { MONITOR_ACTOR } from "./monitor-actor";
import type { AutoCaseLevel } from "./monitor-config";

const AT_LEAST: Record<AutoCaseLevel, readonly AlertSeverity[]> = {
  high: ["high"],
  medium: ["high", "medium"],
  off: [],
};

/** The alerts that open (or join) a review case by themselves under WATCH_AUTO_CASE, in the order raised. */
export function alertsForAutoCase(
  raised: ReadonlyArray<Pick<RaisedAlert, "id" | "severity">>,
  level: AutoCaseLevel,
): number[] {
  return raised.filter((alert) => AT_LEAST[level].includes(alert.severity)).map((alert) => alert.id);
}

export interface AutoCaseDeps {
  db: Database;
  open: (input: OpenCaseInput) => Promise<OpenedCase>;
}

/** Whether the account may prepare a case: enabled, with the analyst role. */
async function mayPrepare(db: Database, userId: string): Promise<boolean> {
  const [found] = await db.select({ roles: user.roles, disabled: user.disabled }).from(user).where(eq(user.id, userId));
  return !!found && !found.disabled && parseRoles(found.roles).includes("analyst");
}

/**
 * Who the review is prepared for: whoever prepared the entity's approved case, when they may still prepare cases
 * and see the alert; else the owner of a list the alert was raised on, who always sees it.
 */
async function reviewer(db: Database, alertId: number, preparerId: string): Promise<string | null> {
  if (await mayPrepare(db, preparerId)) {
    const [seen] = await db
      .select({ id: alertLists.watchlistId })
      .from(alertLists)
      .innerJoin(watchlists, eq(watchlists.id, alertLists.watchlistId))
      .where(and(eq(alertLists.alertId, alertId), visibleTo(db, "watchlist", preparerId)))
      .limit(1);
    if (seen) return preparerId;
  }
  const [list] = await db
    .select({ ownerId: watchlists.ownerId })
    .from(alertLists)
    .innerJoin(watchlists, eq(watchlists.id, alertLists.watchlistId))
    .where(eq(alertLists.alertId, alertId))
    .orderBy(asc(watchlists.id))
    .limit(1);
  return list?.ownerId ?? null;
}

/**
 * For an alert about an entity with an approved case: opens an "alert-review" case, or adds the alert to the
 * entity's case being worked on, as the alerts page's one action does, opened by the monitor (not a person) for
 * the reviewer. Null, and nothing done, when the entity has no approved case or the alert is gone.
 */
export async function autoCaseForAlert(deps: AutoCaseDeps, alertId: number): Promise<CaseJoined | null> {
  const { db } = deps;
  const [alert] = await db.select({ regcode: alerts.regcode }).from(alerts).where(eq(alerts.id, alertId));
  if (!alert) return null;
  const [approved] = await db
    .select({ preparerId: cases.preparerId })
    .from(cases)
    .where(and(eq(cases.regcode, alert.regcode), eq(cases.state, "approved")))
    .orderBy(desc(cases.id))
    .limit(1);
  if (!approved) return null;
  const account = await reviewer(db, alertId, approved.preparerId);
  if (!account) return null;
  const assigneeId = (await mayPrepare(db, account)) ? account : null;
  return caseForAlert(
    {
      db,
      viewer: appViewer(account),
      actor: MONITOR_ACTOR,
      open: (input) => deps.open({ ...input, assigneeId, byApp: true }),
    },
    alertId,
  );
}
