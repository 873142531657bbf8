import { z } from "zod";
import { DEFAULT_HEADER_NAMES, type HeaderNames } from "./header-names";

const headerName = (fallback: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be an HTTP header name (letters, digits, dashes)")
    .default(fallback);

const envSchema = z.object({
  REGISTRY_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://registry.example" }),
  REGISTRY_API_KEY: z.string({ error: "is required" }).startsWith("ak_", "must start with ak_ (the public API key)"),
  REGISTRY_API_SECRET: z.string({ error: "is required" }).min(1, "is required"),
  REGISTRY_HEADER_API_KEY: headerName(DEFAULT_HEADER_NAMES.apiKey),
  REGISTRY_HEADER_TIMESTAMP: headerName(DEFAULT_HEADER_NAMES.timestamp),
  REGISTRY_HEADER_NONCE: headerName(DEFAULT_HEADER_NAMES.nonce),
  REGISTRY_HEADER_SIGNATURE: headerName(DEFAULT_HEADER_NAMES.signature),
  REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  REGISTRY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  REGISTRY_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(500),
  REGISTRY_CACHE_MAX_MB: z.coerce.number().min(1).default(256),
});

export interface RegistryConfig {
  baseUrl: URL;
  apiKey: string;
  secret: string;
  headerNames: HeaderNames;
  timeoutMs: number;
  /** Lookup cache: 0 ms turns it off. */
  cache: { ttlMs: number; maxEntries: number; maxBytes: number };
}

/**
 * Validates the registry settings once, at start-up. The error lists every problem by
 * variable name and never repeats a value, so the secret cannot leak into a log.
 */
export function parseRegistryConfig(env: Record<string, string | undefined>): RegistryConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(blankAsUnset);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Registry configuration is invalid (see .env.example):\n${problems.join("\n")}`);
  }
  const e = result.data;
  return {
    baseUrl: new URL(e.REGISTRY_BASE_URL),
    apiKey: e.REGISTRY_API_KEY,
    secret: e.REGISTRY_API_SECRET,
    headerNames: {
      apiKey: e.REGISTRY_HEADER_API_KEY,
      timestamp: e.REGISTRY_HEADER_TIMESTAMP,
      nonce: e.REGISTRY_HEADER_NONCE,
      signature: e.REGISTRY_HEADER_SIGNATURE,
    },
    timeoutMs: e.REGISTRY_TIMEOUT_MS,
    cache: {
      ttlMs: e.REGISTRY_CACHE_TTL_MS,
      maxEntries: e.REGISTRY_CACHE_MAX_ENTRIES,
      maxBytes: Math.round(e.REGISTRY_CACHE_MAX_MB * 1024 * 1024),
    },
  };
}
