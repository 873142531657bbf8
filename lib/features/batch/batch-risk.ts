import { z } from "zod";
import { assessRisk } from "@/lib/domain/cases/assess-risk";
import { RISK_LEVELS, type RiskLevel } from "@/lib/domain/cases/case-types";
import { splitCurrentFormer } from "@/lib/domain/profile/history";
import { determinationDay } from "@/lib/domain/ownership/threshold-rule";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";

/** A sanctions list and programme the record names, on the entity or a party related to it. */
export interface SanctionsMatch {
  list: string;
  program: string;
}

/** What a batch row keeps of its risk assessment; the level and points are also columns, to rank rows by. */
export interface BatchRisk {
  level: RiskLevel;
  points: number;
  modelVersion: string;
  /** The keys of the factors that scored (messages: cases.risk.factors.<key>). */
  factors: string[];
  forcedBy: string | null;
  /** Batch screening determines no ownership: the level covers the record alone. */
  ownership: "not-assessed";
  sanctions: SanctionsMatch[];
}

/** Rows at these levels are flagged: the ones a reviewer reads first. */
export const isFlaggedLevel = (level: RiskLevel | null): boolean => level === "medium" || level === "high";

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());

/** Each list and programme of the sanctions in force at `at`, once, in the record's order. */
export function sanctionsMatches(record: LegalEntity, at: number): SanctionsMatch[] {
  const s = record.Sanctions;
  const entries = [
    ...(s?.legal_entity_sanctions ?? []),
    ...(s?.directly_related_sanctions ?? []),
    ...(s?.indirectly_related_sanctions ?? []),
  ];
  const seen = new Map<string, SanctionsMatch>();
  for (const entry of splitCurrentFormer(entries, at).current) {
    const match = { list: text(entry.list), program: text(entry.program) };
    seen.set(`${match.list}\u0000${match.program}`, match);
  }
  return [...seen.values()];
}

/**
 * The risk model's verdict on one screened record, as of its retrieval: ownership is not determined in a batch,
 * so its factors are left out rather than scored as missing (a case determines it).
 */
export function batchRisk(
  record: LegalEntity,
  sha256: string,
  retrievedAt: number,
  higherRiskActivities?: readonly string[],
): BatchRisk {
  const assessment = assessRisk({
    record,
    sha256,
    determination: null,
    today: determinationDay(new Date(retrievedAt)),
    higherRiskActivities,
    ownership: "not-assessed",
  });
  return {
    level: assessment.level,
    points: assessment.points,
    modelVersion: assessment.modelVersion,
    factors: assessment.factors.map((f) => f.key),
    forcedBy: assessment.forcedBy ?? null,
    ownership: "not-assessed",
    sanctions: sanctionsMatches(record, retrievedAt),
  };
}

const storedDetails = z.object({
  modelVersion: z.string(),
  factors: z.array(z.string()),
  forcedBy: z.string().nullable().default(null),
  sanctions: z.array(z.object({ list: z.string(), program: z.string() })),
});

/** A stored row's risk (its level and points columns and its risk document), or null before it is assessed. */
export function storedRisk(row: {
  riskLevel: string | null;
  riskPoints: number | null;
  risk: unknown;
}): BatchRisk | null {
  const level = RISK_LEVELS.find((l) => l === row.riskLevel);
  const details = storedDetails.safeParse(row.risk);
  if (!level || row.riskPoints === null || !details.success) return null;
  return { level, points: row.riskPoints, ...details.data, ownership: "not-assessed" };
}
