import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";

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
  const settings = parseEnv(envSchema, env, "Batch configuration");
  return { maxRows: settings.BATCH_MAX_ROWS, concurrency: settings.BATCH_CONCURRENCY };
}
