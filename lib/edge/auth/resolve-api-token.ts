import "server-only";
import { type ApiTokenRefusal, verifyApiToken } from "@/lib/domain/api-tokens/api-tokens";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { db } from "@/lib/platform/db/db";
import { AppError } from "@/lib/platform/errors/app-error";
import type { ErrorKey } from "@/lib/platform/errors/error-text";

const REFUSAL_TEXT: Record<ApiTokenRefusal, ErrorKey> = {
  invalid: "apiTokenInvalid",
  expired: "apiTokenExpired",
  revoked: "apiTokenRevoked",
  "owner-disabled": "apiTokenOwnerDisabled",
};

/**
 * The credential of `Authorization: Bearer <token>`: the token's text, "" for a Bearer header without one, or null
 * when the request has no Bearer header (it may have a session cookie instead).
 */
export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(headers.get("authorization")?.trim() ?? "");
  return match ? (match[1]?.trim() ?? "") : null;
}

/**
 * The viewer an API token admits: its owner with the token's roles, read from the database on every request,
 * so a token revoked or expired on any instance is refused on all of them at once; a 401 saying why otherwise.
 * Its sessionId is the token's own, so nothing made for a browser session (a stated purpose) carries over.
 */
export async function resolveApiToken(text: string, now = new Date()): Promise<Viewer | AppError> {
  const verified = await verifyApiToken(await db(), text, now);
  if ("refused" in verified) return new AppError("unauthorized", REFUSAL_TEXT[verified.refused]);
  const { holder } = verified;
  return {
    userId: holder.userId,
    sessionId: `api-token:${holder.tokenId}`,
    tokenId: holder.tokenId,
    email: holder.email,
    name: holder.name,
    roles: holder.roles,
    locale: holder.locale,
  };
}
