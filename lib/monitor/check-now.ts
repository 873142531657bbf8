import "server-only";
import { alertSummary } from "@/lib/alerts/alert-summary";
import type { AuditActor } from "@/lib/audit/audit-actor";
import { db } from "@/lib/db/db";
import type { Locale } from "@/lib/i18n/locales";
import { appJobQueue } from "@/lib/jobs/app-job-queue";
import { lookupEntity } from "@/lib/lookup/lookup-entity";
import { checkEntity, type CheckResult, type RaisedAlert } from "./check-entity";
import { parseMonitorConfig } from "./monitor-config";
import { announceAlerts } from "./monitor-jobs";

const config = parseMonitorConfig(process.env);

export interface CheckNowResult extends Omit<CheckResult, "alerts"> {
  /** The alerts raised, each with what changed in the words of the analyst who asked. */
  alerts: Array<Omit<RaisedAlert, "findings"> & { summary: string }>;
}

/**
 * "Check now": one check of a watched number at once, for the analyst who asked (an interactive lookup,
 * ahead of background work in the registry budget), its alerts sent on like a scheduled check's.
 */
export async function checkNow(regcode: string, actor: AuditActor, locale: Locale): Promise<CheckNowResult> {
  const result = await checkEntity({ db, lookup: lookupEntity, intervalMs: config.intervalMs }, regcode, {
    actor,
    background: false,
  });
  await announceAlerts({ config, queue: appJobQueue }, result.alerts);
  return {
    ...result,
    alerts: result.alerts.map(({ findings, ...alert }) => ({ ...alert, summary: alertSummary(findings, locale) })),
  };
}
