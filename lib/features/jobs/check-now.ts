import "server-only";
import { z } from "zod";
import { alertSummary, storedAlertSummary } from "@/lib/features/alerts/alert-summary";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { db } from "@/lib/platform/db/db";
import type { Locale } from "@/lib/platform/i18n/locales";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { SEVERITIES } from "@/lib/platform/db/schema/watchlists";
import { appJobQueue } from "@/lib/features/jobs/app-job-queue";
import { lookupEntity } from "@/lib/domain/lookup/lookup-entity";
import type { CheckAlert } from "@/lib/features/monitor/structure-watch";
import { checkWithStructure, type StructureCheckResult } from "@/lib/features/monitor/monitor-round";
import { parseMonitorConfig } from "@/lib/features/monitor/monitor-config";
import { announceAlerts } from "@/lib/features/monitor/monitor-jobs";
import { parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { parseRiskConfig } from "@/lib/domain/cases/risk-model";
import type { Regcode } from "@/lib/registry/regcode/regcode";

const config = parseMonitorConfig(process.env);
const ownership = parseOwnershipConfig(process.env);

export interface CheckNowResult extends Omit<StructureCheckResult, "alerts" | "moved"> {
  /** The alerts raised, each with what changed in the words of the analyst who asked. */
  alerts: Array<Omit<CheckAlert, "findings" | "effect"> & { summary: string }>;
}

/**
 * "Check now": the watched entity and every record of its ownership structure checked at once, for the analyst
 * who asked (interactive lookups, ahead of background work in the registry budget), their alerts sent on like a
 * scheduled check's.
 */
export async function checkNow(regcode: Regcode, actor: AuditActor, locale: Locale): Promise<CheckNowResult> {
  const { moved: _moved, ...result } = await checkWithStructure(
    {
      db,
      lookup: lookupEntity,
      intervalMs: config.intervalMs,
      ownership,
      higherRiskActivities: parseRiskConfig(process.env).higherRiskActivities,
    },
    regcode,
    { actor, background: false },
  );
  await announceAlerts({ config, queue: appJobQueue }, result.alerts);
  return {
    ...result,
    alerts: result.alerts.map(({ findings, effect, ...alert }) => ({
      ...alert,
      summary: storedAlertSummary({ summary: alertSummary(findings, locale), findings, effect }, locale),
    })),
  };
}

/** An alert "Check now" raised on the entity, as the analyst who asked may see it: with those of its lists they may see. */
export interface CheckNowAlert extends Omit<CheckNowResult["alerts"][number], "watchlists" | "regcode"> {
  watchlists: Array<{ id: number; name: string }>;
}

/**
 * POST /api/watchlist/{regcode}/check: what the check found, with the alerts on the entity on lists the analyst
 * may see (those its structure's checks raised on other watched entities go to their lists, not into the answer).
 */
export const checkNowAnswerSchema = answerSchema<
  Omit<CheckNowResult, "error" | "alerts"> & { alerts: CheckNowAlert[] }
>()(
  z.strictObject({
    regcode: z.string(),
    outcome: z
      .string()
      .describe("The entity's own record: first, unchanged, changed, or the error code of a failed lookup"),
    sha256: z.string().nullable().describe("The retrieval of the entity's own record the check read"),
    recordsChecked: z
      .number()
      .int()
      .describe("Records asked of the registry: the entity's own and each of its watched ownership structure's"),
    recordsChanged: z.number().int().describe("Of those, the records whose retrieval moved since their previous check"),
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
