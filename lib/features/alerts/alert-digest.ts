import type { Database } from "@/lib/platform/db/database";
import { and, asc, eq, gt, lte, or, isNull } from "drizzle-orm";
import { user } from "@/lib/platform/db/schema/auth";
import { alertDigests, alerts } from "@/lib/platform/db/schema/watchlists";
import { DEFAULT_LOCALE, isLocale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { alertChangesLink } from "./alert-changes-link";
import { alertListsOf, onVisibleList } from "./alert-store";
import { storedAlertSummary } from "./alert-summary";
import { parseStoredEffect } from "./effect-summary";

export interface DigestMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The alerts raised on the lists a user may see since their last digest, up to `until`, oldest first: each once,
 * with the names of those of its lists they may see.
 */
async function newAlertsFor(db: Database, userId: string, since: Date | null, until: Date) {
  const fresh = await db
    .select({
      id: alerts.id,
      regcode: alerts.regcode,
      name: alerts.legalName,
      severity: alerts.severity,
      summary: alerts.summary,
      findings: alerts.findings,
      effect: alerts.effect,
      createdAt: alerts.createdAt,
      from: alerts.fromSha256,
      to: alerts.toSha256,
    })
    .from(alerts)
    .where(
      and(onVisibleList(db, userId), lte(alerts.createdAt, until), since ? gt(alerts.createdAt, since) : undefined),
    )
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
  const lists = await alertListsOf(
    db,
    userId,
    fresh.map((alert) => alert.id),
  );
  return fresh.flatMap((alert) => {
    const names = lists.get(alert.id)?.watchlists.map((list) => list.name);
    return names ? [{ ...alert, lists: names.join(", ") }] : [];
  });
}

/**
 * Each enabled user's daily digest: one email listing the alerts raised on their lists since the last
 * one (none when there are none), in the language saved with their account (else English), sent
 * through `send`; a user's digest is marked sent only once `send` succeeded, so a failed one is
 * included in the next.
 */
export async function sendAlertDigests(
  db: Database,
  send: (mail: DigestMail) => Promise<void>,
  options: { now: Date; appUrl: string | undefined },
): Promise<{ sent: number }> {
  const users = await db
    .select({ id: user.id, email: user.email, locale: user.locale, sentUntil: alertDigests.sentUntil })
    .from(user)
    .leftJoin(alertDigests, eq(alertDigests.userId, user.id))
    .where(or(isNull(user.disabled), eq(user.disabled, false)));
  let sent = 0;
  for (const recipient of users) {
    const fresh = await newAlertsFor(db, recipient.id, recipient.sentUntil, options.now);
    if (fresh.length > 0) {
      const locale = isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE;
      const t = translator(locale, "monitoring");
      const high = fresh.filter((a) => a.severity === "high").length;
      const lines = fresh.map(
        (a) =>
          `- ${t(`severity.${a.severity}`).toLocaleUpperCase(locale)} ${a.name ? `${a.name} ` : ""}${a.regcode} (${a.lists}), ${a.createdAt.toISOString()}: ${storedAlertSummary(a, locale)}\n  ${options.appUrl ?? ""}${alertChangesLink(a, parseStoredEffect(a.effect)).path}`,
      );
      await send({
        to: recipient.email,
        subject: t("digest.subject", { count: fresh.length, high }),
        text: `${t("digest.intro")}\n\n${lines.join("\n")}\n\n${t("digest.outro")}\n`,
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
