import { z } from "zod";
import { parseEnv } from "@/lib/config/parse-env";

export interface SecurityConfig {
  /** Reverse proxies in front of the app that append to X-Forwarded-For; 0 trusts no forwarded header. */
  trustedProxyHops: number;
  /** Host headers the app answers, lower case; null answers any (no DNS-rebinding check). */
  allowedHosts: string[] | null;
}

const envSchema = z.object({
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  ALLOWED_HOSTS: z.string().optional(),
});

/** Request-level security settings from the environment; blank means default. */
export function parseSecurityConfig(env: Record<string, string | undefined>): SecurityConfig {
  const settings = parseEnv(envSchema, env, "Security configuration");
  const hosts = settings.ALLOWED_HOSTS?.split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return { trustedProxyHops: settings.TRUSTED_PROXY_HOPS, allowedHosts: hosts?.length ? hosts : null };
}

let fromEnv: SecurityConfig | undefined;

/** The process's settings, read from the environment once. */
export function securityConfig(): SecurityConfig {
  fromEnv ??= parseSecurityConfig(process.env);
  return fromEnv;
}
