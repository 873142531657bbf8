import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";

const envSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  CACHE_ENCRYPTION_KEY: z
    .string()
    .min(32, "must be at least 32 characters (a random value; the cache's key is derived from it)")
    .optional(),
});

export interface RedisConfig {
  /** Where instances share the lookup cache, coalescing and rate limits; null keeps them in this process. */
  url: string | null;
  /** Cached records are encrypted with a key derived from this when it is set. */
  encryptionKey: string | null;
}

/** Redis settings from the environment; blank means unset, and a bad value names itself, never its value. */
export function parseRedisConfig(env: Record<string, string | undefined>): RedisConfig {
  const settings = parseEnv(envSchema, env, "Redis configuration");
  return { url: settings.REDIS_URL ?? null, encryptionKey: settings.CACHE_ENCRYPTION_KEY ?? null };
}
