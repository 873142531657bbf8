import { and, arrayContains, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema";
import { AppError } from "@/lib/platform/errors/app-error";
import { errorKey } from "@/lib/platform/errors/error-text";
import { parseInput } from "@/lib/platform/errors/input-error";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { isCommonPassword } from "./common-passwords";
import type { Auth } from "./create-auth";
import { roleSchema } from "@/lib/domain/viewer/role-schema";
import { parseRoles, type Role, ROLES } from "@/lib/domain/viewer/roles";

export const newAccountSchema = z.object({
  email: z.email(errorKey("validEmail")).transform((email) => email.toLowerCase()),
  password: z
    .string()
    .min(10, errorKey("passwordTooShort"))
    .max(128, errorKey("passwordTooLong"))
    .refine((password) => !isCommonPassword(password), errorKey("passwordCommon")),
  name: z.string().trim().min(1, errorKey("nameMissing")).max(100, errorKey("nameTooLong")),
  roles: z.array(roleSchema),
});

/** An account as given, before newAccountSchema reads it (the start accounts from the environment). */
export type NewAccount = z.input<typeof newAccountSchema>;

/** One change at a time: the roles, or whether the account is disabled. */
export const accountChangeSchema = z
  .strictObject({ roles: z.array(roleSchema).optional(), disabled: z.boolean().optional() })
  .refine((change) => (change.roles === undefined) !== (change.disabled === undefined), {
    error: errorKey("oneAccountChange"),
  });

export interface AccountSummary {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  disabled: boolean;
  /** Whether it has an authenticator app for the second step of its password sign-ins. */
  secondFactor: boolean;
  createdAt: string;
}

/** An account as the admin API answers it: PATCH /api/admin/users/{id}, and each of GET /api/admin/users. */
export const accountSummarySchema = answerSchema<AccountSummary>()(
  z.strictObject({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(ROLES)),
    disabled: z.boolean(),
    secondFactor: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
);

/** GET /api/admin/users: every account, by email. */
export const accountsAnswerSchema = z.strictObject({ users: z.array(accountSummarySchema) });

/** POST /api/admin/users: 201 with the new account's id. */
export const accountCreatedSchema = z.strictObject({ id: z.string() });

/** Adds an account that signs in with email and password. */
export async function createAccount(
  auth: Auth,
  account: z.output<typeof newAccountSchema>,
): Promise<z.output<typeof accountCreatedSchema>> {
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(account.email)) {
    throw new AppError("conflict", { key: "accountExists", values: { email: account.email } });
  }
  const created = await ctx.internalAdapter.createUser(
    {
      email: account.email,
      name: account.name,
      emailVerified: true,
      roles: [...new Set(account.roles)],
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(account.password),
  });
  return { id: created.id };
}

export async function listAccounts(db: Database): Promise<AccountSummary[]> {
  const rows = await db.select().from(user).orderBy(asc(user.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: parseRoles(row.roles),
    disabled: row.disabled ?? false,
    secondFactor: row.twoFactorEnabled ?? false,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Sets an account's roles or disables it; a disabled account loses its sessions at once. `by` is the
 * administrator asking: nobody may take the admin role from, or disable, their own account, and the
 * last enabled administrator keeps the role, so the app is never left without one.
 */
export async function changeAccount(
  auth: Auth,
  db: Database,
  id: string,
  change: z.output<typeof accountChangeSchema>,
  { by }: { by?: string } = {},
): Promise<AccountSummary> {
  const values = change.roles !== undefined ? { roles: [...new Set(change.roles)] } : { disabled: change.disabled };
  const takesAdmin = "roles" in values ? values.roles?.includes("admin") !== true : values.disabled === true;
  if (takesAdmin && by === id) throw new AppError("conflict", "ownAdminAccount");
  const row = await db.transaction(async (tx) => {
    if (takesAdmin) {
      // Locked, so two administrators demoting each other at once cannot both succeed.
      const admins = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(arrayContains(user.roles, ["admin"]), sql`coalesce(${user.disabled}, false) = false`))
        .for("update");
      if (admins.length === 1 && admins[0].id === id) throw new AppError("conflict", "lastAdmin");
    }
    const [updated] = await tx.update(user).set(values).where(eq(user.id, id)).returning({ id: user.id });
    return updated;
  });
  if (!row) throw new AppError("not_found", "noSuchAccount");
  if ("disabled" in values && values.disabled) await (await auth.$context).internalAdapter.deleteUserSessions(id);
  const [summary] = (await listAccounts(db)).filter((account) => account.id === id);
  return summary;
}

/** Makes sure an account exists with these roles; its password is set only when it is created. */
export async function ensureAccount(auth: Auth, db: Database, account: NewAccount): Promise<void> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, account.email.toLowerCase()));
  if (!existing) await createAccount(auth, parseInput(newAccountSchema, account, "all"));
  else await db.update(user).set({ roles: account.roles, disabled: false }).where(eq(user.id, existing.id));
}
