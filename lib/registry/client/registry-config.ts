import "server-only";
import { z } from "zod";
import { DEFAULT_HEADER_NAMES, type HeaderNames } from "./header-names";
import { parseEnv } from "@/lib/platform/config/parse-env";

const headerName = (fallback: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be an HTTP header name (letters, digits, dashes)")
    .default(fallback);

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

const envSchema = z.object({
  REGISTRY_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://registry.example" })
    // Plain http would send the signed requests and the records in the clear; only this machine may see them.
    .refine((url) => {
      const { protocol, hostname } = new URL(url);
      return protocol === "https:" || LOOPBACK_HOST.test(hostname);
    }, "must use https unless the registry is on this machine (localhost, 127.0.0.0/8 or [::1])"),
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
  REGISTRY_NOT_FOUND_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  REGISTRY_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
  REGISTRY_MAX_RPS: z.coerce
    .number({ error: "must be a number of requests per second, e.g. 5" })
    .positive("must be above 0 (e.g. 0.5 for one request every two seconds)")
    .max(10_000, "must be at most 10000 requests per second")
    .default(5),
  REGISTRY_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
});

export interface RegistryConfig {
  baseUrl: URL;
  apiKey: string;
  secret: string;
  headerNames: HeaderNames;
  timeoutMs: number;
  /** Registry calls in flight at once per process; more wait their turn within timeoutMs. */
  maxConcurrency: number;
  /** Requests per second to the registry from analysts and background work together; analysts go first. */
  maxRps: number;
  /** An answer's body above this size is aborted and reported as a bad response. */
  maxBodyBytes: number;
  /** Lookup cache: 0 ms turns it off; "not found" answers are kept for notFoundTtlMs. */
  cache: { ttlMs: number; notFoundTtlMs: number; maxEntries: number; maxBytes: number };
}

/**
 * Validates the registry settings once, at start-up. The error lists every problem by
 * variable name and never repeats a value, so the secret cannot leak into a log.
 */
export function parseRegistryConfig(env: Record<string, string | undefined>): RegistryConfig {
  const e = parseEnv(envSchema, env, "Registry configuration");
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
    maxConcurrency: e.REGISTRY_MAX_CONCURRENCY,
    maxRps: e.REGISTRY_MAX_RPS,
    maxBodyBytes: e.REGISTRY_MAX_BODY_BYTES,
    cache: {
      ttlMs: e.REGISTRY_CACHE_TTL_MS,
      notFoundTtlMs: e.REGISTRY_NOT_FOUND_TTL_MS,
      maxEntries: e.REGISTRY_CACHE_MAX_ENTRIES,
      maxBytes: Math.round(e.REGISTRY_CACHE_MAX_MB * 1024 * 1024),
    },
  };
}
