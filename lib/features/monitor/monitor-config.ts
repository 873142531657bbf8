import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";

/**
 * Which alerts open a review case by themselves when their entity has an approved case: high ones (the default),
 * medium and high ones, or none (each then in one action on the alerts page).
 */
export const AUTO_CASE_LEVELS = ["high", "medium", "off"] as const;
export type AutoCaseLevel = (typeof AUTO_CASE_LEVELS)[number];

const envSchema = z
  .object({
    MONITOR_INTERVAL_HOURS: z.coerce
      .number({ error: "must be a number of hours, e.g. 24" })
      .positive("must be above 0 (e.g. 0.5 for every half hour)")
      .default(24),
    MONITOR_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    ALERT_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    ALERT_WEBHOOK_SECRET: z
      .string()
      .min(16, "must be at least 16 characters (receivers verify alerts with it)")
      .optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ALERT_EMAIL_FROM: z.string().min(3).default("Registry Lens <registry-lens@localhost>"),
    WATCH_AUTO_CASE: z
      .enum(AUTO_CASE_LEVELS, {
        error: "must be high (high alerts open a case, the default), medium (medium and high alerts) or off",
      })
      .default("high"),
  })
  .refine((env) => !env.ALERT_WEBHOOK_URL || env.ALERT_WEBHOOK_SECRET, {
    path: ["ALERT_WEBHOOK_SECRET"],
    message: "is required when ALERT_WEBHOOK_URL is set: every alert is signed with it",
  });

export interface MonitorConfig {
  intervalMs: number;
  /** Checks one process runs at once, all within the registry budget (REGISTRY_MAX_RPS). */
  concurrency: number;
  webhook: { url: string; secret: string } | null;
  email: { smtpUrl: string; from: string } | null;
  /** WATCH_AUTO_CASE: the least severity whose alerts open (or join) a review case by themselves, or "off". */
  autoCase: AutoCaseLevel;
}

/** Monitoring and alert delivery settings from the environment; an invalid value names itself, never its value. */
export function parseMonitorConfig(env: Record<string, string | undefined>): MonitorConfig {
  const e = parseEnv(envSchema, env, "Monitoring configuration");
  return {
    intervalMs: Math.round(e.MONITOR_INTERVAL_HOURS * 3600_000),
    concurrency: e.MONITOR_CONCURRENCY,
    webhook:
      e.ALERT_WEBHOOK_URL && e.ALERT_WEBHOOK_SECRET
        ? { url: e.ALERT_WEBHOOK_URL, secret: e.ALERT_WEBHOOK_SECRET }
        : null,
    email: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.ALERT_EMAIL_FROM } : null,
    autoCase: e.WATCH_AUTO_CASE,
  };
}
