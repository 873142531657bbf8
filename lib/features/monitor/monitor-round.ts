import { AppError } from "@/lib/platform/errors/app-error";
import { concurrencyLimit } from "@/lib/platform/concurrency/concurrency-limit";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { checkEntity, type CheckDeps, type CheckResult } from "./check-entity";
import { claimDueChecks } from "./due-checks";
import { MONITOR_ACTOR } from "./monitor-actor";
import { structureOf } from "./structure-watch";

/** A check of a record taken off monitoring after it was claimed is no check: null. */
const unlessGone = (error: unknown): null => {
  if (error instanceof AppError && error.code === "not_found") return null;
  throw error;
};

/**
 * One round of monitoring in this process, as the jobs run it across instances: every monitored record due
 * (watched entities and the records of their structures, each once however many structures share it) claimed
 * and checked in the background, `concurrency` at a time. For benchmarks and tests; the app queues the checks.
 */
export async function runMonitorRound(
  deps: CheckDeps,
  options: { concurrency?: number; actor?: AuditActor } = {},
): Promise<CheckResult[]> {
  const now = deps.now ?? (() => new Date());
  const due = await claimDueChecks(await deps.db(), now(), deps.intervalMs);
  const limit = concurrencyLimit(Math.max(1, options.concurrency ?? 4));
  const how = { actor: options.actor ?? MONITOR_ACTOR, background: true };
  const done = await Promise.all(due.map((regcode) => limit(() => checkEntity(deps, regcode, how).catch(unlessGone))));
  return done.filter((result) => result !== null);
}

export interface StructureCheckResult extends CheckResult {
  /** Records checked: the entity's own and each of its structure's, each asked of the registry once. */
  recordsChecked: number;
  /** Records whose retrieval moved since their previous check, the entity's own included. */
  recordsChanged: number;
}

/**
 * The entity and every record of its watched structure checked at once (for "Check now"), each raising what it
 * raises on a scheduled check. The structure is the one its last determination read; on the entity's first
 * check it is read then (its records looked up, so not asked again here).
 */
export async function checkWithStructure(
  deps: CheckDeps,
  regcode: string,
  how: { actor: AuditActor; background: boolean },
): Promise<StructureCheckResult> {
  const db = await deps.db();
  const upstream = (await structureOf(db, regcode)).filter((number) => number !== regcode);
  const own = await checkEntity(deps, regcode, how);
  const others = (await Promise.all(upstream.map((number) => checkEntity(deps, number, how).catch(unlessGone)))).filter(
    (result) => result !== null,
  );
  const all = [own, ...others];
  return {
    ...own,
    alerts: all.flatMap((result) => result.alerts),
    recordsChecked: all.length,
    recordsChanged: all.filter((result) => result.moved).length,
  };
}
