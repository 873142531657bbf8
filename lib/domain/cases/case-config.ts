import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";
import type { RiskLevel } from "./case-types";

const years = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `must be a number of years, e.g. ${fallback}` })
    .int("must be a whole number of years")
    .min(1, "must be at least 1")
    // AMLR's maxima: a high-risk customer is reviewed at least yearly, any other at least every five years.
    .max(max, `must be at most ${max} (AMLR's maximum)`)
    .default(fallback);

const envSchema = z.object({
  CASE_HIGH_RISK_APPROVERS: z.coerce
    .number({ error: "must be a number of approvers, e.g. 2" })
    .int("must be a whole number of approvers")
    .min(1, "must be at least 1")
    .max(5, "must be at most 5")
    .default(2),
  CASE_REVIEW_YEARS_HIGH: years(1, 1),
  CASE_REVIEW_YEARS_MEDIUM: years(5, 3),
  CASE_REVIEW_YEARS_LOW: years(5, 5),
  CASE_DUE_DAYS: z.coerce
    .number({ error: "must be a number of days, e.g. 30" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(365, "must be at most 365")
    .default(30),
});

export interface CaseConfig {
  /** Distinct approvers a high-risk case needs (four eyes and more); any other case needs one. */
  highRiskApprovers: number;
  /** Years from approval to the entity's next review, per effective risk level. */
  reviewYears: Record<RiskLevel, number>;
  /** Days from opening to a case's due date (discrepancy cases: 14 days from detection, by law). */
  dueDays: number;
}

/** Case settings from the environment; checked at start-up, where an invalid value stops the server by name. */
export function parseCaseConfig(env: Record<string, string | undefined>): CaseConfig {
  const e = parseEnv(envSchema, env, "Case configuration");
  return {
    highRiskApprovers: e.CASE_HIGH_RISK_APPROVERS,
    reviewYears: { high: e.CASE_REVIEW_YEARS_HIGH, medium: e.CASE_REVIEW_YEARS_MEDIUM, low: e.CASE_REVIEW_YEARS_LOW },
    dueDays: e.CASE_DUE_DAYS,
  };
}

/** Approvals a case of this effective level needs. */
export function approvalsNeeded(level: RiskLevel | null, config: Pick<CaseConfig, "highRiskApprovers">): number {
  return level === "high" ? config.highRiskApprovers : 1;
}
