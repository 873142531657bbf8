import "server-only";
import { z } from "zod";
import { alertSummary } from "@/lib/features/alerts/alert-summary";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { db } from "@/lib/platform/db/db";
import type { Locale } from "@/lib/platform/i18n/locales";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { SEVERITIES } from "@/lib/platform/db/schema/watchlists";
import { appJobQueue } from "@/lib/features/jobs/app-job-queue";
import { lookupEntity } from "@/lib/domain/lookup/lookup-entity";
import type { RaisedAlert } from "@/lib/features/alerts/alert-store";
import { checkEntity, type CheckResult } from "@/lib/features/monitor/check-entity";
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

/** An alert "Check now" raised, as the analyst who asked may see it: with those of its lists they may see. */
export interface CheckNowAlert extends Omit<CheckNowResult["alerts"][number], "watchlists"> {
  watchlists: Array<{ id: number; name: string }>;
}

/** POST /api/watchlist/{regcode}/check: what the check found, with the alerts on lists the analyst may see. */
export const checkNowAnswerSchema = answerSchema<
  Omit<CheckNowResult, "error" | "alerts"> & { alerts: CheckNowAlert[] }
>()(
  z.strictObject({
    regcode: z.string(),
    outcome: z.string().describe("first, unchanged, changed, or the error code of a failed lookup"),
    sha256: z.string().nullable().describe("The retrieval the check read"),
    alerts: z.array(
      z.strictObject({
        id: z.number().int(),
        watchlists: z
          .array(z.strictObject({ id: z.number().int(), name: z.string() }))
          .describe("The lists holding the number that the analyst may see: one alert however many hold it"),
        severity: z.enum(SEVERITIES),
        summary: z.string().describe("What changed, in the language of the request"),
      }),
    ),
  }),
);
