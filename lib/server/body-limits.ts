import { z } from "zod";
import { parseEnv } from "@/lib/platform/config/parse-env";

/** How many bytes a request body may have, by kind of address. */
export interface BodyLimits {
  /** Sign-in and the rest of /api/auth/: a few fields, so a flood is refused before it costs anything. */
  auth: number;
  /** Everything else: JSON, forms. */
  other: number;
  /** A batch's list (create and preview), and a client book imported into a watchlist. */
  batch: number;
}

const AUTH_MAX_BODY_BYTES = 64 * 1024;
const BATCH = /^\/api\/(?:batches(?:\/preview)?|watchlists\/\d+\/import)\/?$/;

const envSchema = z.object({
  REQUEST_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(AUTH_MAX_BODY_BYTES)
    .default(1024 * 1024),
  BATCH_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(AUTH_MAX_BODY_BYTES)
    .default(32 * 1024 * 1024),
});

/** The body limits from the environment; an invalid value names itself. */
export function parseBodyLimits(env: Record<string, string | undefined>): BodyLimits {
  const settings = parseEnv(envSchema, env, "Request body limits");
  return { auth: AUTH_MAX_BODY_BYTES, other: settings.REQUEST_MAX_BODY_BYTES, batch: settings.BATCH_MAX_BODY_BYTES };
}

/** The limit for a request to `path` (without its query). */
export function bodyLimitFor(path: string, limits: BodyLimits): number {
  if (path.startsWith("/api/auth/")) return limits.auth;
  return BATCH.test(path) ? limits.batch : limits.other;
}

/** A limit as people read it: "64 kB", "32 MB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : `${Math.ceil(bytes / 1024)} kB`;
}
