import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";
import type { RiskLevel } from "./case-types";

/**
 * The risk model: the one reviewed place for what scores, how much, and what forces a case to high. Changing a
 * weight, a threshold or a list here changes `version`, so every assessment says which model made it.
 *
 * Why each weight (points):
 * - entity-sanctions 100: the entity itself is listed; no business without a decision on the sanctions (forces high).
 * - ownership-sanctions 100: sanctioned parties own 50% or more or control it: it is under the same restrictions (forces high).
 * - sanctioned-owner 100: a beneficial owner or controller is listed, whatever the aggregate (forces high).
 * - related-sanctions 40: an officer, member or other party the record names is listed: exposure, not a restriction.
 * - ownership-sanctions-open 30: sanctioned control cannot be excluded on what the register shows.
 * - insolvency 30: creditors at risk; transactions may be void or challenged.
 * - liquidation 25: the entity is winding up; new business rarely fits its purpose.
 * - suspension 25: an authority suspended or prohibited its activity: it may not lawfully trade as it is.
 * - register-mismatch 25: the register's beneficial owners differ from what the holdings show: reportable.
 * - securing-measures 20: an authority froze shares or changes: a dispute or enforcement is under way.
 * - ownership-incomplete 20: an owner could be behind a chain the register cannot follow.
 * - ownership-not-determined 20: no determination at hand; scored so a missing one never lowers the risk.
 * - complex-structure 20: layers or conditions that obscure who is behind it (AMLR's complex structure).
 * - higher-risk-activity 20: a registered activity in a sector the bank's risk assessment rates higher.
 * - beneficial-owners-withheld 15: the owners cannot be checked by this viewer or credential.
 * - foreign-parents 15: a chain leaves Latvia, where the register cannot follow it.
 * - recent-officer-changes 10, recent-member-changes 10: who runs or owns it changed lately; a common step before misuse.
 * - young-entity 10: no track record yet.
 * - recent-address-change 5: a move alone says little, beside other factors it adds to the picture.
 *
 * Levels: below 25 points low; 25 or more medium (one serious factor, or two lesser ones); 60 or more high.
 */
export const RISK_MODEL = {
  version: "2026-12-1",
  factors: {
    "entity-sanctions": { points: 100, forcesHigh: true },
    "ownership-sanctions": { points: 100, forcesHigh: true },
    "sanctioned-owner": { points: 100, forcesHigh: true },
    "related-sanctions": { points: 40 },
    "ownership-sanctions-open": { points: 30 },
    insolvency: { points: 30 },
    liquidation: { points: 25 },
    "register-mismatch": { points: 25 },
    suspension: { points: 25 },
    "securing-measures": { points: 20 },
    "ownership-incomplete": { points: 20 },
    "ownership-not-determined": { points: 20 },
    "complex-structure": { points: 20 },
    "higher-risk-activity": { points: 20 },
    "beneficial-owners-withheld": { points: 15 },
    "foreign-parents": { points: 15 },
    "recent-officer-changes": { points: 10 },
    "recent-member-changes": { points: 10 },
    "recent-address-change": { points: 5 },
    "young-entity": { points: 10 },
  },
  /** The least points of each level above low. */
  thresholds: { medium: 25, high: 60 },
  /** A change of officers, members or address counts as recent for this many months before the day assessed. */
  recentChangeMonths: 12,
  /** An entity registered less than this many years before the day assessed is young. */
  youngEntityYears: 2,
  /**
   * NACE Rev. 2 code prefixes rated higher risk by default (RISK_HIGHER_RISK_ACTIVITIES replaces the list):
   * 92 gambling and betting; 64.19 other monetary intermediation (payment and e-money firms register here);
   * 64.99 other financial services n.e.c.; 66.12 security and commodity brokerage; 66.19 other activities
   * auxiliary to financial services (money transfer, currency exchange and crypto-asset services, which have
   * no NACE code of their own); 68 real estate; 46.72 wholesale of metals (precious metals); 47.77 retail of
   * watches and jewellery; 32.12 jewellery manufacture; 25.4 weapons and ammunition; 46.18/46.19 agents in
   * the sale of goods (intermediaries through whom trade-based laundering passes).
   */
  higherRiskActivities: [
    "92",
    "64.19",
    "64.99",
    "66.12",
    "66.19",
    "68",
    "46.72",
    "47.77",
    "32.12",
    "25.4",
    "46.18",
    "46.19",
  ],
} as const satisfies {
  version: string;
  factors: Record<string, { points: number; forcesHigh?: true }>;
  thresholds: Record<Exclude<RiskLevel, "low">, number>;
  recentChangeMonths: number;
  youngEntityYears: number;
  higherRiskActivities: readonly string[];
};

export type RiskFactorKey = keyof typeof RISK_MODEL.factors;
export const RISK_FACTOR_KEYS = Object.keys(RISK_MODEL.factors) as RiskFactorKey[];

/** The factors that concern who owns and controls the entity: left out when ownership is not assessed. */
export const OWNERSHIP_FACTOR_KEYS = [
  "ownership-sanctions",
  "sanctioned-owner",
  "ownership-sanctions-open",
  "register-mismatch",
  "ownership-incomplete",
  "ownership-not-determined",
  "complex-structure",
  "beneficial-owners-withheld",
  "foreign-parents",
] as const satisfies readonly RiskFactorKey[];

/** The level a number of points reaches by the thresholds alone. */
export function levelOfPoints(points: number): RiskLevel {
  if (points >= RISK_MODEL.thresholds.high) return "high";
  if (points >= RISK_MODEL.thresholds.medium) return "medium";
  return "low";
}

/** Whether a factor forces the level to high whatever the points. */
export function forcesHigh(key: RiskFactorKey): boolean {
  const factor = RISK_MODEL.factors[key];
  return "forcesHigh" in factor && factor.forcesHigh;
}

// Two digits (a NACE division), optionally a dot and one or two more (group or class): "92", "25.4", "64.19".
const NACE_PREFIX = /^\d{2}(\.\d{1,2})?$/;

const envSchema = z.object({
  RISK_HIGHER_RISK_ACTIVITIES: z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((code) => code.trim())
        .filter((code) => code !== ""),
    )
    .refine(
      (codes) => codes.length > 0 && codes.every((code) => NACE_PREFIX.test(code)),
      'must be a comma-separated list of NACE code prefixes, each a division, group or class such as "92", "25.4" or "64.19"',
    )
    .optional(),
});

export interface RiskConfig {
  /** NACE code prefixes rated higher risk: RISK_HIGHER_RISK_ACTIVITIES, else the model's list. */
  higherRiskActivities: readonly string[];
}

/** The risk model's settings from the environment; an invalid list names the variable and what it must be. */
export function parseRiskConfig(env: Record<string, string | undefined>): RiskConfig {
  const e = parseEnv(envSchema, env, "Risk model configuration");
  return { higherRiskActivities: e.RISK_HIGHER_RISK_ACTIVITIES ?? RISK_MODEL.higherRiskActivities };
}
