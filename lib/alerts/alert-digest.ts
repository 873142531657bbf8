import { and, asc, eq, gt, lte, or, isNull } from "drizzle-orm";
import type { AuditDb } from "@/lib/audit/append-audit-event";
import { user } from "@/lib/db/schema/auth";
import { alertDigests, alerts, watchlists } from "@/lib/db/schema/watchlists";
import { changesPath } from "@/lib/evidence/entity-paths";
import { visibleTo } from "@/lib/watchlists/visible-lists";

export interface DigestMail {
  to: string;
  subject: string;
  text: string;
}

/** The alerts raised on the lists a user may see since their last digest, up to `until`, oldest first. */
async function newAlertsFor(db: AuditDb, userId: string, since: Date | null, until: Date) {
  return db
    .select({
      id: alerts.id,
      regcode: alerts.regcode,
      severity: alerts.severity,
      summary: alerts.summary,
      createdAt: alerts.createdAt,
      from: alerts.fromSha256,
      to: alerts.toSha256,
      list: watchlists.name,
    })
    .from(alerts)
    .innerJoin(watchlists, eq(watchlists.id, alerts.watchlistId))
    .where(and(visibleTo(db, userId), lte(alerts.createdAt, until), since ? gt(alerts.createdAt, since) : undefined))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
}

/**
 * Each enabled user's daily digest: one email listing the alerts raised on their lists since the last
 * one (none when there are none), sent through `send`; a user's digest is marked sent only once
 * `send` succeeded, so a failed one is included in the next.
 */
export async function sendAlertDigests(
  db: AuditDb,
  send: (mail: DigestMail) => Promise<void>,
  options: { now: Date; appUrl: string | undefined },
): Promise<{ sent: number }> {
  const users = await db
    .select({ id: user.id, email: user.email, sentUntil: alertDigests.sentUntil })
    .from(user)
    .leftJoin(alertDigests, eq(alertDigests.userId, user.id))
    .where(or(isNull(user.disabled), eq(user.disabled, false)));
  let sent = 0;
  for (const recipient of users) {
    const fresh = await newAlertsFor(db, recipient.id, recipient.sentUntil, options.now);
    if (fresh.length > 0) {
      const high = fresh.filter((a) => a.severity === "high").length;
      const lines = fresh.map(
        (a) =>
          `- ${a.severity.toUpperCase()} ${a.regcode} (${a.list}), ${a.createdAt.toISOString()}: ${a.summary}\n  ${options.appUrl ?? ""}${changesPath(a.regcode, a.from, a.to)}`,
      );
      await send({
        to: recipient.email,
        subject: `Registry Lens: ${fresh.length} new alert${fresh.length === 1 ? "" : "s"}${high ? `, ${high} high` : ""}`,
        text: `Changes found on your watchlists since the last digest:\n\n${lines.join("\n")}\n\nAcknowledge them under Alerts.\n`,
      });
      sent++;
    }
    await db
      .insert(alertDigests)
      .values({ userId: recipient.id, sentUntil: options.now })
      .onConflictDoUpdate({ target: alertDigests.userId, set: { sentUntil: options.now } });
  }
  return { sent };
}
