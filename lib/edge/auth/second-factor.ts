import { symmetricDecrypt } from "better-auth/crypto";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins/two-factor";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import { auditActor } from "@/lib/domain/audit/audit-actor";
import type { SignInMethod } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import { account, twoFactor, user } from "@/lib/platform/db/schema/auth";

/** The name authenticator apps list the account's codes under. */
export const TOTP_ISSUER = "Registry Lens";
/** Recovery codes an account is given at a time, each good for one sign-in. */
export const RECOVERY_CODE_COUNT = 10;

/** better-auth's two-factor endpoints the app uses (under /api/auth). */
export const SECOND_FACTOR_PATHS = {
  enable: "/two-factor/enable",
  verifyTotp: "/two-factor/verify-totp",
  verifyRecoveryCode: "/two-factor/verify-backup-code",
  renewRecoveryCodes: "/two-factor/generate-backup-codes",
  disable: "/two-factor/disable",
} as const;

/** The second step of a password sign-in: an authenticator app's code, or one of the recovery codes. */
export type SecondFactor = "totp" | "recovery-code";

/** better-auth's two-factor plugin as the app uses it: codes from an authenticator app, and recovery codes. */
export function secondFactorPlugin() {
  return twoFactorPlugin({
    issuer: TOTP_ISSUER,
    backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10 },
  });
}

/**
 * How a new session was signed in, from the better-auth endpoint that makes it: an identity provider's
 * callback (or its ID token handed in) is single sign-on; a password, a second step or a password change is not.
 */
export function signInMethodOf(path: string | undefined): SignInMethod {
  return path !== undefined && (/\/callback\//.test(path) || path === "/sign-in/social") ? "sso" : "password";
}

/** Endpoints that end the session they are called in with a new one, which is no new sign-in. */
export function replacesSession(path: string | undefined): boolean {
  return path === SECOND_FACTOR_PATHS.enable || path === SECOND_FACTOR_PATHS.disable;
}

/** The factor an endpoint checks, or null for any other endpoint. */
export function secondFactorOf(path: string): SecondFactor | null {
  if (path === SECOND_FACTOR_PATHS.verifyTotp) return "totp";
  if (path === SECOND_FACTOR_PATHS.verifyRecoveryCode) return "recovery-code";
  return null;
}

/** A sign-in waiting for its second step: the account whose password was right, and the factor now offered. */
export interface PendingSignIn {
  userId: string;
  email: string;
  factor: SecondFactor;
}

/** What of better-auth's hook context finding a pending sign-in reads. */
interface SecondStepContext {
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false>;
  context: {
    secret: string;
    createAuthCookie: (name: string) => { name: string };
    internalAdapter: {
      findVerificationValue(identifier: string): Promise<{ value: string; expiresAt: Date } | null>;
      findUserById(id: string): Promise<{ id: string; email: string } | null>;
    };
  };
}

/** The plugin's cookie naming the sign-in a second step completes (better-auth prefixes it). */
const PENDING_COOKIE = "two_factor";

/**
 * The sign-in a second step completes, from the signed cookie the password step set; null without one
 * (the step then confirms an enrolment, in a session).
 */
export async function pendingSignIn(ctx: SecondStepContext, factor: SecondFactor): Promise<PendingSignIn | null> {
  const identifier = await ctx.getSignedCookie(ctx.context.createAuthCookie(PENDING_COOKIE).name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending || pending.expiresAt.getTime() <= Date.now()) return null;
  const user = await ctx.context.internalAdapter.findUserById(pending.value);
  return user ? { userId: user.id, email: user.email, factor } : null;
}

/**
 * Refuses a device "trusted" for a month: a second step asked for at every password sign-in is what an
 * administrator's requirement promises.
 */
export function trustsDevice(body: unknown): boolean {
  return z.looseObject({ trustDevice: z.literal(true) }).safeParse(body).success;
}

const recoveryCodeList = z.array(z.string());

/** How many unused recovery codes the account has (they are stored encrypted with the auth secret). */
export async function recoveryCodesLeft(
  db: Database,
  key: Parameters<typeof symmetricDecrypt>[0]["key"],
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return 0;
  const codes = recoveryCodeList.safeParse(JSON.parse(await symmetricDecrypt({ key, data: row.backupCodes })));
  return codes.data?.length ?? 0;
}

/**
 * In better-auth's user update hook: the audit event of an account turning its second step on (the first code
 * confirmed) or off. Other updates of the user record write nothing here.
 */
export async function auditSecondFactorSwitch(
  db: Database,
  user: { id: string; email: string; twoFactorEnabled?: boolean | null },
  ctx: { path?: string; headers?: Headers } | null,
): Promise<void> {
  const enrolled = ctx?.path === SECOND_FACTOR_PATHS.verifyTotp && user.twoFactorEnabled === true;
  const disabled = ctx?.path === SECOND_FACTOR_PATHS.disable && user.twoFactorEnabled === false;
  if (!enrolled && !disabled) return;
  const actor = auditActor(ctx?.headers ?? new Headers(), { userId: user.id, email: user.email });
  await appendAuditEvent(db, actor, enrolled ? "second-factor-enrolled" : "second-factor-disabled", {});
}

/** An account's second factor as its security page shows it. */
export interface AccountSecondFactor {
  enrolled: boolean;
  /** Only an account with a password of its own can enrol (single sign-on accounts have none). */
  hasPassword: boolean;
  recoveryCodesLeft: number;
}

export async function accountSecondFactor(
  db: Database,
  key: Parameters<typeof symmetricDecrypt>[0]["key"],
  userId: string,
): Promise<AccountSecondFactor> {
  const [owner] = await db.select({ enrolled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  const [password] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  const enrolled = owner?.enrolled === true;
  return {
    enrolled,
    hasPassword: password !== undefined,
    recoveryCodesLeft: enrolled ? await recoveryCodesLeft(db, key, userId) : 0,
  };
}

/**
 * Removes an account's second factor for an administrator (a lost phone, and its recovery codes with it): it
 * signs in with its password alone until it enrols again, which a requirement makes it do at once. Null when
 * there is no such account.
 */
export async function resetSecondFactor(db: Database, userId: string): Promise<{ email: string } | null> {
  return db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    const [reset] = await tx
      .update(user)
      .set({ twoFactorEnabled: false })
      .where(eq(user.id, userId))
      .returning({ email: user.email });
    return reset ?? null;
  });
}
