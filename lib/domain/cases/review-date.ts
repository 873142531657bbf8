import { determinationDay } from "@/lib/domain/ownership/threshold-rule";
import type { CaseConfig } from "./case-config";
import type { RiskLevel } from "./case-types";

/** The Latvian calendar day ("YYYY-MM-DD") of a moment: approvals, due dates and reviews count in Riga's days. */
export const latvianDay = determinationDay;

/** `day` ("YYYY-MM-DD") plus whole calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * `day` plus whole years; 29 February falls to 28 February in a year without it, so a review is never later
 * than the years allowed.
 */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The entity's next review after a case approved at `approvedAt` with this effective risk level. */
export function nextReviewOn(approvedAt: Date, level: RiskLevel, config: Pick<CaseConfig, "reviewYears">): string {
  return addYears(latvianDay(approvedAt), config.reviewYears[level]);
}
