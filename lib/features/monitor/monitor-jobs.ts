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
import type { OpenCaseInput, OpenedCase } from "@/lib/features/cases/case-service";
import { alertsForAutoCase, autoCaseForAlert } from "./auto-case";
import type { OwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { checkEntity } from "./check-entity";
import { claimDueChecks } from "./due-checks";
import type { MonitorConfig } from "./monitor-config";
import { MONITOR_ACTOR } from "./monitor-actor";

export const MONITOR_CHECK = "monitor-check";
export const ALERT_WEBHOOK = "alert-webhook";
export const ALERT_CASE = "alert-case";

export interface MonitorDeps {
  db: () => Promise<Database>;
  lookup: (request: LookupRequest) => Promise<LegalLookup>;
  config: MonitorConfig;
  /** The registry budget (REGISTRY_MAX_RPS): how many checks an instance takes from the queue at once. */
  registryRps: number;
  queue: () => Promise<JobQueue>;
  appUrl: string | undefined;
  log: { warn: (facts: object, message: string) => void };
  /** The one open path of cases: alerts open review cases by themselves through it (WATCH_AUTO_CASE). */
  openCase: (input: OpenCaseInput) => Promise<OpenedCase>;
  /** The determination's settings: the default depth of a watched structure, its record limit and rule. */
  ownership?: OwnershipConfig;
  /** RISK_HIGHER_RISK_ACTIVITIES, for an effect's risk level before and after. */
  higherRiskActivities?: readonly string[];
  now?: () => Date;
}

/**
 * Queues a webhook delivery for each alert a check raised (when a webhook is set), and a review case for each
 * grave enough to open one by itself (WATCH_AUTO_CASE): called after every raise, scheduled or "Check now".
 */
export async function announceAlerts(
  deps: Pick<MonitorDeps, "config" | "queue">,
  raised: ReadonlyArray<Pick<RaisedAlert, "id" | "severity">>,
) {
  const delivered = deps.config.webhook ? raised.map((alert) => alert.id) : [];
  const cased = alertsForAutoCase(raised, deps.config.autoCase);
  if (delivered.length === 0 && cased.length === 0) return;
  const queue = await deps.queue();
  if (delivered.length > 0)
    await queue.sendMany(
      ALERT_WEBHOOK,
      delivered.map((alertId) => ({ data: { alertId } })),
    );
  if (cased.length > 0)
    await queue.sendMany(
      ALERT_CASE,
      cased.map((alertId) => ({ data: { alertId } })),
    );
}

const checkData = z.object({ regcode: z.string() });
const alertData = z.object({ alertId: z.number().int() });

/**
 * Monitoring as jobs: every minute the due records (watched entities and the records of their structures) are
 * queued as checks (once across instances, each record once however often it is queued or however many
 * structures share it), checks run MONITOR_CONCURRENCY at a time as background work within the registry
 * budget, and each alert goes to the webhook as a job of its own, retried with backoff; an alert grave enough
 * (WATCH_AUTO_CASE) about an entity with an approved case opens or joins a review case.
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
        const { alertId } = alertData.parse(data);
        const target = deps.config.webhook;
        if (target) await deliverAlert(await deps.db(), alertId, target, { appUrl: deps.appUrl, now });
      },
    },
    {
      name: ALERT_CASE,
      // One alert after another: a second alert about the entity joins the case the first one opened.
      concurrency: 1,
      retryLimit: 3,
      retryDelaySeconds: 60,
      // Opening a case reads the entity and waits a while for its ownership structure.
      expireInSeconds: 10 * 60,
      run: async (data) => {
        const { alertId } = alertData.parse(data);
        await autoCaseForAlert({ db: await deps.db(), open: deps.openCase }, alertId);
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
