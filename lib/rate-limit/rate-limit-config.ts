import { z } from "zod";
import type { RateLimitOptions } from "./token-bucket";

const envSchema = z.object({
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(60),
});

/** Rate limit of /api per client from the environment; generous defaults, blank means default. */
export function parseRateLimitConfig(env: Record<string, string | undefined>): RateLimitOptions {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Rate limit configuration is invalid: ${problems.join("; ")}`);
  }
  return { perMinute: result.data.RATE_LIMIT_PER_MINUTE, burst: result.data.RATE_LIMIT_BURST };
}
