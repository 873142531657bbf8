import type { OwnershipRule } from "./ownership-types";

/** The day the AMLR's "25% or more" replaces the Latvian law's "more than 25%" (Regulation (EU) 2024/1624). */
export const AMLR_THRESHOLD_FROM = Date.UTC(2027, 6, 10);

/** Figures arrive as products of register percentages: a rounding error must not cross the line either way. */
const TOLERANCE = 1e-9;

const OVERRIDE_PATTERN = /^(>=|>)(\d{1,3}(?:\.\d+)?)$/;

/**
 * The threshold in force on `date` (its UTC day), or the one `override` (OWNERSHIP_THRESHOLD_RULE: ">25",
 * ">=25", ">=10") states. An empty override is no override; anything else that is not such a rule throws,
 * for a misread policy would silently change every verdict.
 */
export function ruleOn(date: Date, override?: string | null): OwnershipRule {
  const text = override?.trim() ?? "";
  if (text !== "") return parseRule(text, override as string);
  return date.getTime() >= AMLR_THRESHOLD_FROM
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
