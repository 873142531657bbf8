import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i;

/** APP_URL: the app's public address, as operators set it. */
const APP_URL_SCHEMA = z.url({ protocol: /^https?$/, error: "APP_URL must be an http(s) address" }).optional();

/** The origin of APP_URL in `env`, or undefined when it is unset; a bad value throws naming the variable. */
export function parseAppUrl(env: Record<string, string | undefined>): string | undefined {
  const { APP_URL } = parseEnv(z.object({ APP_URL: APP_URL_SCHEMA }), env, "Sign-in configuration");
  return APP_URL ? new URL(APP_URL).origin : undefined;
}

// APP_URL is one setting for the process's life: parsed once, not on every request.
let configured: { raw: string | undefined; origin: string | undefined } | undefined;
let given: { url: string; origin: string } | undefined;

/** The origin of this process's APP_URL, or undefined when it is unset. */
export function configuredAppUrl(): string | undefined {
  const raw = process.env.APP_URL;
  if (configured === undefined || configured.raw !== raw) configured = { raw, origin: parseAppUrl({ APP_URL: raw }) };
  return configured.origin;
}

function originOf(appUrl: string): string {
  if (given?.url !== appUrl) given = { url: appUrl, origin: new URL(appUrl).origin };
  return given.origin;
}

/**
 * The app's own origin for this request: APP_URL when set, else what the request shows (Host, and
 * X-Forwarded-Proto from a TLS-terminating proxy). Next.js's request.url always says localhost:PORT,
 * so it cannot be used for this.
 */
export function appOrigin(headers: Headers, appUrl?: string): string {
  const own = appUrl ? originOf(appUrl) : configuredAppUrl();
  if (own) return own;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  const host = headers.get("host")?.trim() ?? "";
  return `${proto}://${HOST.test(host) ? host.toLowerCase() : "localhost"}`;
}
