import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AuditDb } from "@/lib/audit/append-audit-event";
import { user } from "@/lib/db/schema/auth";
import { ALERT_STATUSES, alerts, watchlists } from "@/lib/db/schema/watchlists";
import { AppError } from "@/lib/errors/app-error";
import { visibleTo } from "@/lib/watchlists/visible-lists";

export type AlertStatus = (typeof ALERT_STATUSES)[number];

const statusQuery = z.enum([...ALERT_STATUSES, "all"], {
  error: '"status" is open, acknowledged or all',
});

/** The ?status= of an alerts listing: open by default. */
export function parseAlertStatus(value: string | null): AlertStatus | "all" {
  const parsed = statusQuery.safeParse(value ?? "open");
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Bad status.");
  return parsed.data;
}

/** How many alerts are open on the lists this user may see: the header's count. */
export async function openAlertCount(db: AuditDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .innerJoin(watchlists, eq(watchlists.id, alerts.watchlistId))
    .where(and(eq(alerts.status, "open"), visibleTo(db, userId)));
  return row?.n ?? 0;
}

/** Alerts on the lists this user may see, newest first (at most `limit`). */
export async function listAlerts(db: AuditDb, userId: string, status: AlertStatus | "all", limit = 500) {
  const rows = await db
    .select({
      id: alerts.id,
      regcode: alerts.regcode,
      severity: alerts.severity,
      summary: alerts.summary,
      createdAt: alerts.createdAt,
      status: alerts.status,
      from: alerts.fromSha256,
      to: alerts.toSha256,
      note: alerts.note,
      acknowledgedAt: alerts.acknowledgedAt,
      acknowledgedBy: user.name,
      watchlist: { id: watchlists.id, name: watchlists.name },
    })
    .from(alerts)
    .innerJoin(watchlists, eq(watchlists.id, alerts.watchlistId))
    .leftJoin(user, eq(user.id, alerts.acknowledgedBy))
    .where(and(visibleTo(db, userId), status === "all" ? undefined : eq(alerts.status, status)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
  return rows;
}

const acknowledgement = z.object({
  note: z
    .string({ error: 'Say what was done about it in "note"' })
    .trim()
    .min(3, "Say what was done about it (at least 3 characters)")
    .max(2000, "Keep the note under 2,000 characters"),
});

/** Marks an open alert on a list this user may see as acknowledged, with their note. */
export async function acknowledgeAlert(db: AuditDb, userId: string, alertId: number, input: unknown, now: Date) {
  const parsed = acknowledgement.safeParse(input);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Bad request.");
  const usable = db.select({ id: watchlists.id }).from(watchlists).where(visibleTo(db, userId));
  const [done] = await db
    .update(alerts)
    .set({ status: "acknowledged", acknowledgedBy: userId, acknowledgedAt: now, note: parsed.data.note })
    .where(and(eq(alerts.id, alertId), eq(alerts.status, "open"), inArray(alerts.watchlistId, usable)))
    .returning({ id: alerts.id, regcode: alerts.regcode, severity: alerts.severity, note: alerts.note });
  if (!done) throw new AppError("not_found", `There is no open alert ${alertId} on a watchlist you can see.`);
  return { ...done, note: parsed.data.note };
}
