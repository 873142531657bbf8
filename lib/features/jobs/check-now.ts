import "server-only";
import { alertSummary } from "@/lib/features/alerts/alert-summary";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { db } from "@/lib/platform/db/db";
import type { Locale } from "@/lib/platform/i18n/locales";
import { appJobQueue } from "@/lib/features/jobs/app-job-queue";
import { lookupEntity } from "@/lib/domain/lookup/lookup-entity";
import { checkEntity, type CheckResult, type RaisedAlert } from "@/lib/features/monitor/check-entity";
import { parseMonitorConfig } from "@/lib/features/monitor/monitor-config";
import { announceAlerts } from "@/lib/features/monitor/monitor-jobs";
import type { Regcode } from "@/lib/registry/regcode/regcode";

const config = parseMonitorConfig(process.env);

export interface CheckNowResult extends Omit<CheckResult, "alerts"> {
  /** The alerts raised, each with what changed in the words of the analyst who asked. */
  alerts: Array<Omit<RaisedAlert, "findings"> & { summary: string }>;
}

/**
 * "Check now": one check of a watched number at once, for the analyst who asked (an interactive lookup,
 * ahead of background work in the registry budget), its alerts sent on like a scheduled check's.
 */
export async function checkNow(regcode: Regcode, actor: AuditActor, locale: Locale): Promise<CheckNowResult> {
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
