import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether /api/health may do its signed registry round trip for this request: only when HEALTH_TOKEN is
 * set and the request carries it (Authorization: Bearer, or ?token=); without a token, for nobody.
 * Compared as digests in constant time, so neither the length nor a prefix leaks.
 */
export function mayCheckRegistry(request: Request, token: string | undefined = process.env.HEALTH_TOKEN): boolean {
  if (!token) return false;
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1]?.trim();
  const presented = bearer ?? new URL(request.url).searchParams.get("token");
  return presented !== null && timingSafeEqual(digest(presented), digest(token));
}
