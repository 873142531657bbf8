import type { Database } from "@/lib/platform/db/database";
import { eq } from "drizzle-orm";
import { alertDeliveries, alerts } from "@/lib/platform/db/schema/watchlists";
import { DEFAULT_LOCALE } from "@/lib/platform/i18n/locales";
import { alertChangesLink } from "./alert-changes-link";
import { alertListsOf } from "./alert-store";
import { storedAlertSummary } from "./alert-summary";
import { parseStoredEffect } from "./effect-summary";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from "./webhook-signature";

const TIMEOUT_MS = 10_000;

export interface WebhookTarget {
  url: string;
  secret: string;
}

/**
 * Sends one alert to the webhook as JSON, signed over its timestamp and exact body, and records the
 * attempt. A failure (unreachable, or not 2xx) is thrown, so the job queue tries again later, backing off.
 */
export async function deliverAlert(
  db: Database,
  alertId: number,
  target: WebhookTarget,
  options: { appUrl: string | undefined; now?: () => Date },
): Promise<void> {
  const [alert] = await db.select().from(alerts).where(eq(alerts.id, alertId));
  // Every list it was on (and the alert with them) was deleted since: nothing to deliver.
  const lists = alert && (await alertListsOf(db, null, [alert.id])).get(alert.id);
  if (!alert || !lists) return;
  const { path } = alertChangesLink(
    { regcode: alert.regcode, from: alert.fromSha256, to: alert.toSha256 },
    parseStoredEffect(alert.effect),
  );
  const body = JSON.stringify({
    id: alert.id,
    regcode: alert.regcode,
    // The entity's name in the record that raised the alert; null for alerts raised before names were kept.
    name: alert.legalName,
    severity: alert.severity,
    // A webhook goes to a system, not to a person with a language.
    summary: storedAlertSummary(alert, DEFAULT_LOCALE),
    createdAt: alert.createdAt.toISOString(),
    // The first of its lists, as receivers had it when an alert was raised on each list apart.
    watchlist: lists.watchlists[0],
    // Every list holding the entity when the alert was raised: one alert however many there are.
    watchlists: lists.watchlists,
    // The firm's own ids of the entity, from its entries on those lists.
    customerIds: lists.customerIds,
    // What the change does to the entity through its ownership structure (lib/domain/ownership-effect), as stored;
    // null when it was raised on its own record's fields alone.
    effect: alert.effect ?? null,
    changes: options.appUrl ? options.appUrl + path : path,
    from: alert.fromSha256,
    to: alert.toSha256,
  });
  const timestamp = Math.floor((options.now ?? (() => new Date()))().getTime() / 1000);
  const outcome = await fetch(target.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "Registry Lens alerts",
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(target.secret, timestamp, body),
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).then(
    async (response) => {
      await response.body?.cancel();
      return { status: response.status, error: response.ok ? null : `answered HTTP ${response.status}` };
    },
    (error: unknown) => ({ status: null, error: error instanceof Error ? error.message : String(error) }),
  );
  await db.insert(alertDeliveries).values({ alertId, status: outcome.status, error: outcome.error });
  if (outcome.error) throw new Error(`Alert ${alertId} was not delivered to the webhook: ${outcome.error}`);
}
