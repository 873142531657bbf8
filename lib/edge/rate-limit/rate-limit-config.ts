import { z } from "zod";
import type { RateLimitOptions } from "./token-bucket";
import { parseEnv } from "@/lib/platform/config/parse-env";

const envSchema = z.object({
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(60),
});

/** Rate limit of /api per client from the environment; generous defaults, blank means default. */
export function parseRateLimitConfig(env: Record<string, string | undefined>): RateLimitOptions {
  const settings = parseEnv(envSchema, env, "Rate limit configuration");
  return { perMinute: settings.RATE_LIMIT_PER_MINUTE, burst: settings.RATE_LIMIT_BURST };
}
