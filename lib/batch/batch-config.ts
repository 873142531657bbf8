import { z } from "zod";

const envSchema = z.object({
  BATCH_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
});

export interface BatchConfig {
  /** Entries one list may hold. */
  maxRows: number;
  /** Lookups of batches one instance runs at once, all within REGISTRY_MAX_RPS behind analysts. */
  concurrency: number;
}

/** Batch settings from the environment; an invalid value names itself. */
export function parseBatchConfig(env: Record<string, string | undefined>): BatchConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Batch configuration is invalid (see .env.example): ${problems.join("; ")}`);
  }
  return { maxRows: result.data.BATCH_MAX_ROWS, concurrency: result.data.BATCH_CONCURRENCY };
}
