import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether a request may make /api/health do its signed registry round trip: anyone when
 * HEALTH_TOKEN is unset, else only a request carrying it (Authorization: Bearer, or ?token=).
 * Compared as digests in constant time, so neither the length nor a prefix leaks.
 */
export function mayCheckRegistry(request: Request, token: string | undefined = process.env.HEALTH_TOKEN): boolean {
  if (!token) return true;
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1]?.trim();
  const presented = bearer ?? new URL(request.url).searchParams.get("token");
  return presented !== null && timingSafeEqual(digest(presented), digest(token));
}
