import "server-only";
import type { AuditActor } from "@/lib/audit/audit-actor";
import { db } from "@/lib/db/db";
import { appJobQueue } from "@/lib/jobs/app-job-queue";
import { lookupEntity } from "@/lib/lookup/lookup-entity";
import { checkEntity, type CheckResult } from "./check-entity";
import { parseMonitorConfig } from "./monitor-config";
import { announceAlerts } from "./monitor-jobs";

const config = parseMonitorConfig(process.env);

/**
 * "Check now": one check of a watched number at once, for the analyst who asked (an interactive lookup,
 * ahead of background work in the registry budget), its alerts sent on like a scheduled check's.
 */
export async function checkNow(regcode: string, actor: AuditActor): Promise<CheckResult> {
  const result = await checkEntity({ db, lookup: lookupEntity, intervalMs: config.intervalMs }, regcode, {
    actor,
    background: false,
  });
  await announceAlerts({ config, queue: appJobQueue }, result.alerts);
  return result;
}
