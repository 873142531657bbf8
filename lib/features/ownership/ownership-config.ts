import { z } from "zod";
import { thresholdRuleProblem } from "@/lib/domain/ownership/threshold-rule";
import { parseEnv } from "@/lib/platform/config/parse-env";

// ">25": more than 25%; ">=25": 25% or more; spaces and a "%" allowed here, then checked as the determination reads it.
const RULE = /^(>=|>)\s*(\d{1,3}(?:\.\d{1,2})?)\s*%?$/;
const written = (match: RegExpExecArray) => `${match[1]}${Number(match[2])}`;
const RULE_HINT =
  'must be ">25" (more than 25%) or ">=25" (25% or more), a percentage above 0 (below 100 for ">", at most 100 for ">=")';

const envSchema = z.object({
  OWNERSHIP_MAX_DEPTH: z.coerce
    .number({ error: "must be a number of layers, e.g. 6" })
    .int("must be a whole number of layers")
    .min(1, "must be at least 1")
    .max(10, "must be at most 10")
    .default(6),
  OWNERSHIP_MAX_RECORDS: z.coerce
    .number({ error: "must be a number of records, e.g. 200" })
    .int("must be a whole number of records")
    .min(1, "must be at least 1")
    .max(10_000, "must be at most 10000")
    .default(200),
  OWNERSHIP_THRESHOLD_RULE: z
    .string()
    .trim()
    .refine((text) => {
      const match = RULE.exec(text);
      return match !== null && thresholdRuleProblem(written(match)) === null;
    }, RULE_HINT)
    .optional(),
});

export interface OwnershipConfig {
  /** Layers above the entity a determination reads; owners beyond are reported as unresolved. */
  maxDepth: number;
  /** Registry records one determination reads at most, the entity's own included. */
  maxRecords: number;
  /**
   * The threshold in force whatever the date (internal policy, another jurisdiction), written ">25" or
   * ">=25"; null: the rule in force on the determination's date.
   */
  thresholdRule: string | null;
}

/** Ownership determination settings from the environment; an invalid value names itself, never its value. */
export function parseOwnershipConfig(env: Record<string, string | undefined>): OwnershipConfig {
  const e = parseEnv(envSchema, env, "Ownership configuration");
  const rule = e.OWNERSHIP_THRESHOLD_RULE === undefined ? null : RULE.exec(e.OWNERSHIP_THRESHOLD_RULE);
  return {
    maxDepth: e.OWNERSHIP_MAX_DEPTH,
    maxRecords: e.OWNERSHIP_MAX_RECORDS,
    // One spelling, whatever spaces or "%" the operator wrote.
    thresholdRule: rule ? written(rule) : null,
  };
}
