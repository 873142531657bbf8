import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";
import { isDemoMode } from "@/lib/platform/config/demo-mode";

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

/**
 * Outside demo mode the app must know its own name, ALLOWED_HOSTS or APP_URL: without either, whatever
 * Host (and, behind a proxy, X-Forwarded-Proto) a client sends decides links, cookies and the Origin check.
 * Checked when the server starts, so a deployment missing both fails at once.
 */
export function checkHostsPinned(env: Record<string, string | undefined>): void {
  if (isDemoMode(env) || env.ALLOWED_HOSTS?.trim() || env.APP_URL?.trim()) return;
  throw new Error(
    "Security configuration is invalid: set ALLOWED_HOSTS (the host names the app answers, e.g. lens.example.lv) " +
      "or APP_URL (its public address); without either, any client's Host header is trusted. " +
      "Only demo mode (DEMO_MODE=1, as `npm start` sets without REGISTRY_BASE_URL) runs without them",
  );
}
