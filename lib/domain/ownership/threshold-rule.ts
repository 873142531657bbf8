import type { OwnershipRule } from "./ownership-types";

/** The day the AMLR's "25% or more" replaces the Latvian law's "more than 25%" (Regulation (EU) 2024/1624). */
export const AMLR_THRESHOLD_FROM = "2027-07-10";

// The register's and the law's days are Latvian: 01:30 in Riga on 10 July is still 9 July in UTC.
const rigaDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Riga",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Latvia of a moment, "YYYY-MM-DD": the day a determination is made on. */
export const determinationDay = (date: Date): string => rigaDay.format(date);

/** Figures arrive as products of register percentages: a rounding error must not cross the line either way. */
const TOLERANCE = 1e-9;

const OVERRIDE_PATTERN = /^(>=|>)(\d{1,3}(?:\.\d+)?)$/;

/** OWNERSHIP_THRESHOLD_RULE as written, or why it is not a rule (the configuration check at start-up). */
export function thresholdRuleProblem(override: string): string | null {
  try {
    parseRule(override.trim(), override);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The threshold in force on `date` (its day in Latvia), or the one `override` (OWNERSHIP_THRESHOLD_RULE: ">25",
 * ">=25", ">=10") states. An empty override is no override; anything else that is not such a rule throws,
 * for a misread policy would silently change every verdict.
 */
export function ruleOn(date: Date, override?: string | null): OwnershipRule {
  const text = override?.trim() ?? "";
  if (text !== "") return parseRule(text, override as string);
  return determinationDay(date) >= AMLR_THRESHOLD_FROM
    ? { threshold: 25, inclusive: true, source: "date" }
    : { threshold: 25, inclusive: false, source: "date" };
}

function parseRule(text: string, raw: string): OwnershipRule {
  const match = OVERRIDE_PATTERN.exec(text);
  const threshold = match ? Number(match[2]) : NaN;
  const inclusive = match?.[1] === ">=";
  // "> 100" no share could meet, and ">= 0" or "> 0" every holder would: neither is a threshold.
  const usable = threshold > 0 && (inclusive ? threshold <= 100 : threshold < 100);
  if (!match || !usable) {
    throw new Error(
      `OWNERSHIP_THRESHOLD_RULE ${JSON.stringify(raw)} is not a threshold rule: write ">25" or ">=25" (a percentage above 0).`,
    );
  }
  return { threshold, inclusive, source: "override" };
}

/** Whether a share (percent of the entity) meets the rule. */
export function meetsThreshold(value: number, rule: OwnershipRule): boolean {
  return rule.inclusive ? value >= rule.threshold - TOLERANCE : value > rule.threshold + TOLERANCE;
}

/** The rule in words, for the plain-English sentences the determination writes. */
export function describeRule(rule: OwnershipRule): string {
  return `${rule.inclusive ? "" : "more than "}${rule.threshold}%${rule.inclusive ? " or more" : ""}`;
}
