import type { Database } from "@/lib/platform/db/database";
import { z } from "zod";
import { sendAlertDigests } from "@/lib/features/alerts/alert-digest";
import { deliverAlert } from "@/lib/features/alerts/deliver-alert";
import { smtpMailer } from "@/lib/features/alerts/smtp-mailer";
import { AppError } from "@/lib/platform/errors/app-error";
import { untilQuiet } from "@/lib/platform/concurrency/interactive-activity";
import {
  type JobDefinition,
  type JobQueue,
  LOOKUP_JOB_EXPIRY_SECONDS,
  lookupsPerFetch,
} from "@/lib/platform/jobs/job-queue";
import type { LookupRequest } from "@/lib/domain/lookup/lookup-service";
import type { LegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import type { RaisedAlert } from "@/lib/features/alerts/alert-store";
import type { OwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { checkEntity } from "./check-entity";
import { claimDueChecks } from "./due-checks";
import type { MonitorConfig } from "./monitor-config";
import { MONITOR_ACTOR } from "./monitor-actor";

export const MONITOR_CHECK = "monitor-check";
export const ALERT_WEBHOOK = "alert-webhook";

export interface MonitorDeps {
  db: () => Promise<Database>;
  lookup: (request: LookupRequest) => Promise<LegalLookup>;
  config: MonitorConfig;
  /** The registry budget (REGISTRY_MAX_RPS): how many checks an instance takes from the queue at once. */
  registryRps: number;
  queue: () => Promise<JobQueue>;
  appUrl: string | undefined;
  log: { warn: (facts: object, message: string) => void };
  /** The determination's settings: the default depth of a watched structure, its record limit and rule. */
  ownership?: OwnershipConfig;
  /** RISK_HIGHER_RISK_ACTIVITIES, for an effect's risk level before and after. */
  higherRiskActivities?: readonly string[];
  now?: () => Date;
}

/** Queues a webhook delivery for each alert a check raised (when a webhook is set). */
export async function announceAlerts(deps: Pick<MonitorDeps, "config" | "queue">, raised: readonly RaisedAlert[]) {
  if (!deps.config.webhook || raised.length === 0) return;
  const queue = await deps.queue();
  await queue.sendMany(
    ALERT_WEBHOOK,
    raised.map((alert) => ({ data: { alertId: alert.id } })),
  );
}

const checkData = z.object({ regcode: z.string() });
const webhookData = z.object({ alertId: z.number().int() });

/**
 * Monitoring as jobs: every minute the due records (watched entities and the records of their structures) are
 * queued as checks (once across instances, each record once however often it is queued or however many
 * structures share it), checks run MONITOR_CONCURRENCY at a time as background work
 * within the registry budget, and each alert goes to the webhook as a job of its own, retried with backoff.
 * With SMTP_URL, each user gets a daily digest of their new alerts at 07:00 UTC.
 */
export function monitorJobs(deps: MonitorDeps): JobDefinition[] {
  const now = deps.now ?? (() => new Date());
  return [
    {
      name: "monitor-schedule",
      cron: "* * * * *",
      retryLimit: 0,
      run: async () => {
        const due = await claimDueChecks(await deps.db(), now(), deps.config.intervalMs);
        const queue = await deps.queue();
        await queue.sendMany(
          MONITOR_CHECK,
          due.map((regcode) => ({ data: { regcode }, singletonKey: regcode })),
        );
      },
    },
    {
      name: MONITOR_CHECK,
      policy: "stately",
      concurrency: deps.config.concurrency,
      batchSize: lookupsPerFetch(deps.config.concurrency, deps.registryRps),
      pollingIntervalSeconds: 0.5,
      // A failed lookup is recorded on the number and retried by the schedule; only a broken database (or a
      // lost instance) fails the job.
      retryLimit: 1,
      expireInSeconds: LOOKUP_JOB_EXPIRY_SECONDS,
      run: async (data) => {
        const { regcode } = checkData.parse(data);
        await untilQuiet();
        const result = await checkEntity(
          {
            db: deps.db,
            lookup: deps.lookup,
            intervalMs: deps.config.intervalMs,
            ...(deps.ownership ? { ownership: deps.ownership } : {}),
            ...(deps.higherRiskActivities ? { higherRiskActivities: deps.higherRiskActivities } : {}),
            now,
          },
          regcode,
          { actor: MONITOR_ACTOR, background: true },
        ).catch((error: unknown) => {
          // Taken off every list after it was queued: nothing to check.
          if (error instanceof AppError && error.code === "not_found") return null;
          throw error;
        });
        if (result?.error)
          deps.log.warn({ event: "monitor-check", regcode, outcome: result.outcome }, "a check failed");
        if (result) await announceAlerts(deps, result.alerts);
      },
    },
    {
      name: ALERT_WEBHOOK,
      retryLimit: 5,
      retryDelaySeconds: 30,
      run: async (data) => {
        const { alertId } = webhookData.parse(data);
        const target = deps.config.webhook;
        if (target) await deliverAlert(await deps.db(), alertId, target, { appUrl: deps.appUrl, now });
      },
    },
    {
      name: "alert-digest",
      // Without SMTP_URL the job exists (its health shows on /admin) but is never scheduled.
      ...(deps.config.email ? { cron: "0 7 * * *" } : {}),
      retryDelaySeconds: 10 * 60,
      run: async () => {
        const email = deps.config.email;
        if (!email) return;
        await sendAlertDigests(await deps.db(), smtpMailer(email.smtpUrl, email.from), {
          now: now(),
          appUrl: deps.appUrl,
        });
      },
    },
  ];
}
