import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { type Role, parseRoles, ROLES } from "@/lib/domain/viewer/roles";
import type { Database } from "@/lib/platform/db/database";
import { apiTokens } from "@/lib/platform/db/schema/api-tokens";
import { user } from "@/lib/platform/db/schema/auth";
import { AppError } from "@/lib/platform/errors/app-error";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { isLocale, type Locale } from "@/lib/platform/i18n/locales";
import type { NewApiToken } from "./new-api-token-schema";
import { apiTokenSecretMatches, hashApiTokenSecret, newApiToken, parseApiToken } from "./api-token-text";

const DAY_MS = 86_400_000;
// Noting each use would be a write per API call: once a minute tells an owner as much.
const LAST_USED_RESOLUTION_MS = 60_000;

export const API_TOKEN_STATUSES = ["active", "expired", "revoked"] as const;

export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

/** A token as its owner and administrators see it: never its secret, nor the secret's hash. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  roles: Role[];
  userId: string;
  userEmail: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The email of who revoked it (its owner or an administrator), when it was revoked and the account remains. */
  revokedBy: string | null;
  status: ApiTokenStatus;
}

/** A token just made: the only time its text is shown. */
export interface CreatedApiToken {
  id: string;
  token: string;
  name: string;
  roles: Role[];
  createdAt: string;
  expiresAt: string;
}

/** Who an accepted token acts for: its owner, with the token's roles that the owner still holds. */
export interface ApiTokenHolder {
  tokenId: string;
  userId: string;
  email: string;
  name: string;
  roles: Role[];
  locale: Locale | null;
}

/** Why a token was refused. "invalid": not a token of this app, unknown, or the wrong secret. */
export type ApiTokenRefusal = "invalid" | "expired" | "revoked" | "owner-disabled";

function statusOf(row: { revokedAt: Date | null; expiresAt: Date }, now: Date): ApiTokenStatus {
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/**
 * Makes a token for `owner` with a subset of the owner's roles, expiring `expiresInDays` days from now. Only the
 * secret's SHA-256 is stored; the token's text is in the answer and nowhere else.
 */
export async function createApiToken(
  db: Database,
  owner: { userId: string; roles: readonly Role[] },
  asked: NewApiToken,
  now: Date = new Date(),
): Promise<CreatedApiToken> {
  const notHeld = asked.roles.filter((role) => !owner.roles.includes(role));
  if (notHeld.length > 0)
    throw new AppError("bad_request", { key: "tokenRolesNotYours", values: { roles: notHeld.join(", ") } });
  const roles = parseRoles(asked.roles);
  const { id, secret, text } = newApiToken();
  const expiresAt = new Date(now.getTime() + asked.expiresInDays * DAY_MS);
  await db.insert(apiTokens).values({
    id,
    userId: owner.userId,
    name: asked.name,
    roles,
    secretHash: hashApiTokenSecret(secret),
    createdAt: now,
    expiresAt,
  });
  return { id, token: text, name: asked.name, roles, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
}

/** One user's tokens, or (`"all"`) everyone's, newest first, revoked and expired ones included. */
export async function listApiTokens(
  db: Database,
  whose: { userId: string } | "all",
  now: Date = new Date(),
): Promise<ApiTokenSummary[]> {
  const revoker = alias(user, "revoker");
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      roles: apiTokens.roles,
      userId: apiTokens.userId,
      userEmail: user.email,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
      revokedBy: revoker.email,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .leftJoin(revoker, eq(revoker.id, apiTokens.revokedBy))
    .where(whose === "all" ? undefined : eq(apiTokens.userId, whose.userId))
    .orderBy(desc(apiTokens.createdAt), apiTokens.id);
  return rows.map((row) => ({
    ...row,
    roles: parseRoles(row.roles),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
  }));
}

/**
 * Revokes a token of `by`'s own, or anyone's when `by` is an administrator: from this moment every instance
 * refuses it, since each reads the token's row on every call. `revoked` is false when it already was (nothing
 * changed); a token `by` may not revoke is a 404, as one that does not exist.
 */
export async function revokeApiToken(
  db: Database,
  id: string,
  by: { userId: string; admin: boolean },
  now: Date = new Date(),
): Promise<{ id: string; name: string; userId: string; revoked: boolean }> {
  const mayRevoke = by.admin ? eq(apiTokens.id, id) : and(eq(apiTokens.id, id), eq(apiTokens.userId, by.userId));
  const [revoked] = await db
    .update(apiTokens)
    .set({ revokedAt: now, revokedBy: by.userId })
    .where(and(mayRevoke, isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id, name: apiTokens.name, userId: apiTokens.userId });
  if (revoked) return { ...revoked, revoked: true };
  const [already] = await db
    .select({ id: apiTokens.id, name: apiTokens.name, userId: apiTokens.userId })
    .from(apiTokens)
    .where(mayRevoke);
  if (!already) throw new AppError("not_found", { key: "noSuchToken", values: { id: id.slice(0, 40) } });
  return { ...already, revoked: false };
}

/**
 * The holder of a token's text, read from the database on every call (no cache, so a revocation or expiry holds
 * at once on every instance), or why it is refused. The roles are the token's that its owner still holds: a token
 * never carries more than its owner has now. A use is noted at most once a minute.
 */
export async function verifyApiToken(
  db: Database,
  text: string,
  now: Date = new Date(),
): Promise<{ holder: ApiTokenHolder } | { refused: ApiTokenRefusal }> {
  const parts = parseApiToken(text);
  if (!parts) return { refused: "invalid" };
  const [row] = await db
    .select({
      secretHash: apiTokens.secretHash,
      roles: apiTokens.roles,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      userRoles: user.roles,
      disabled: user.disabled,
      locale: user.locale,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(eq(apiTokens.id, parts.id));
  // Nothing about the token is told before its secret is proven.
  if (!row || !apiTokenSecretMatches(parts.secret, row.secretHash)) return { refused: "invalid" };
  const status = statusOf(row, now);
  if (status !== "active") return { refused: status };
  if (row.disabled) return { refused: "owner-disabled" };

  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, parts.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  }
  const ownerRoles = parseRoles(row.userRoles);
  return {
    holder: {
      tokenId: parts.id,
      userId: row.userId,
      email: row.email,
      name: row.name,
      roles: parseRoles(row.roles).filter((role) => ownerRoles.includes(role)),
      locale: isLocale(row.locale) ? row.locale : null,
    },
  };
}

/** GET /api/tokens: the caller's tokens, or (`?all=1`) everyone's, newest first. */
export const apiTokensAnswerSchema = answerSchema<{ tokens: ApiTokenSummary[] }>()(
  z.strictObject({
    tokens: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        roles: z.array(z.enum(ROLES)).describe("The roles it acts with (those its owner still holds)"),
        userId: z.string().describe("Its owner's account"),
        userEmail: z.string(),
        createdAt: z.iso.datetime(),
        expiresAt: z.iso.datetime(),
        lastUsedAt: z.iso.datetime().nullable().describe("To the minute"),
        revokedAt: z.iso.datetime().nullable(),
        revokedBy: z.string().nullable().describe("The email of who revoked it"),
        status: z.enum(API_TOKEN_STATUSES),
      }),
    ),
  }),
);

/** The listing's query (for the API description). */
export const apiTokensQuerySchema = z.object({
  all: z.literal("1").optional().describe("1: everyone's tokens (administrators only)"),
});

/** POST /api/tokens (201): the token's text, shown in this answer only. */
export const createdApiTokenSchema = answerSchema<CreatedApiToken>()(
  z.strictObject({
    id: z.string(),
    token: z.string().describe("Send it as Authorization: Bearer <token>; it is never shown again"),
    name: z.string(),
    roles: z.array(z.enum(ROLES)),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  }),
);
