import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { apiTokens } from "@/lib/platform/db/schema/api-tokens";
import { user } from "@/lib/platform/db/schema/auth";
import { messageIn } from "@/lib/platform/errors/app-error";
import { createApiToken, listApiTokens, revokeApiToken, verifyApiToken } from "./api-tokens";
import { parseApiToken } from "./api-token-text";

const DAY = 86_400_000;
const T0 = new Date("2026-03-01T10:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

forEachDatabase("API tokens", (database) => {
  let n = 0;
  /** A fresh account with these roles. */
  async function account(roles: string[], disabled = false) {
    const id = `u${++n}`;
    await database()
      .insert(user)
      .values({ id, name: `User ${n}`, email: `user${n}@example.test`, roles, disabled });
    return { userId: id, roles: roles as ("analyst" | "personal-data" | "auditor" | "admin")[] };
  }

  it("makes a token shown once, keeping only its secret's hash", async () => {
    const owner = await account(["analyst", "personal-data"]);
    const made = await createApiToken(
      database(),
      owner,
      { name: "Nightly screening", roles: ["analyst"], expiresInDays: 30 },
      T0,
    );
    expect(made).toMatchObject({ name: "Nightly screening", roles: ["analyst"], createdAt: T0.toISOString() });
    expect(made.expiresAt).toBe(later(30 * DAY).toISOString());
    expect(made.token.startsWith(`rlt_${made.id}_`)).toBe(true);

    const [row] = await database().select().from(apiTokens).where(eq(apiTokens.id, made.id));
    const { secret } = parseApiToken(made.token)!;
    // Nothing stored holds the token or its secret.
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    // The list never shows the hash either.
    const [listed] = await listApiTokens(database(), { userId: owner.userId }, T0);
    expect(Object.keys(listed).sort()).toEqual(
      [
        "createdAt",
        "expiresAt",
        "id",
        "lastUsedAt",
        "name",
        "revokedAt",
        "revokedBy",
        "roles",
        "status",
        "userEmail",
        "userId",
      ].sort(),
    );
    expect(listed).toMatchObject({ id: made.id, status: "active", lastUsedAt: null });
  });

  it("refuses roles the owner does not hold, naming them", async () => {
    const owner = await account(["analyst"]);
    const asked = { name: "Too much", roles: ["analyst", "admin", "auditor"] as const, expiresInDays: 10 };
    const refusal = await createApiToken(database(), owner, { ...asked, roles: [...asked.roles] }).catch((e) => e);
    expect([refusal.status, messageIn(refusal, "en")]).toEqual([
      400,
      "Your account does not hold these roles, so a token cannot carry them: admin, auditor.",
    ]);
    expect(await listApiTokens(database(), { userId: owner.userId })).toEqual([]);
  });

  it("admits the owner with the token's roles, never more than the owner holds now", async () => {
    const owner = await account(["analyst", "personal-data", "auditor"]);
    const made = await createApiToken(
      database(),
      owner,
      { name: "Reports", roles: ["analyst", "personal-data"], expiresInDays: 365 },
      T0,
    );
    const first = await verifyApiToken(database(), made.token, later(DAY));
    expect(first).toEqual({
      holder: {
        tokenId: made.id,
        userId: owner.userId,
        email: `user${n}@example.test`,
        name: `User ${n}`,
        roles: ["analyst", "personal-data"],
        locale: null,
      },
    });
    // An administrator takes personal-data from the owner: the token loses it at once.
    await database()
      .update(user)
      .set({ roles: ["analyst"] })
      .where(eq(user.id, owner.userId));
    const after = await verifyApiToken(database(), made.token, later(DAY + 1));
    expect("holder" in after && after.holder.roles).toEqual(["analyst"]);
  });

  it("refuses a wrong secret, an expired token, a revoked one and a disabled owner's", async () => {
    const owner = await account(["analyst"]);
    const made = await createApiToken(database(), owner, { name: "CI", roles: ["analyst"], expiresInDays: 7 }, T0);
    const { id } = parseApiToken(made.token)!;
    const forged = `rlt_${id}_${"A".repeat(43)}`;
    expect(await verifyApiToken(database(), forged, later(DAY))).toEqual({ refused: "invalid" });
    expect(await verifyApiToken(database(), "Bearer nonsense", later(DAY))).toEqual({ refused: "invalid" });
    expect("holder" in (await verifyApiToken(database(), made.token, later(7 * DAY - 1)))).toBe(true);
    expect(await verifyApiToken(database(), made.token, later(7 * DAY))).toEqual({ refused: "expired" });

    const other = await createApiToken(database(), owner, { name: "CD", roles: ["analyst"], expiresInDays: 7 }, T0);
    await revokeApiToken(database(), other.id, { userId: owner.userId, admin: false }, later(DAY));
    expect(await verifyApiToken(database(), other.token, later(DAY))).toEqual({ refused: "revoked" });

    const third = await createApiToken(database(), owner, { name: "Ops", roles: ["analyst"], expiresInDays: 7 }, T0);
    await database().update(user).set({ disabled: true }).where(eq(user.id, owner.userId));
    expect(await verifyApiToken(database(), third.token, later(DAY))).toEqual({ refused: "owner-disabled" });
  });

  it("notes when a token was last used, at most once a minute", async () => {
    const owner = await account(["analyst"]);
    const made = await createApiToken(database(), owner, { name: "Poller", roles: ["analyst"], expiresInDays: 7 }, T0);
    const lastUsed = async () => (await listApiTokens(database(), { userId: owner.userId }, T0))[0].lastUsedAt;
    await verifyApiToken(database(), made.token, later(1_000));
    expect(await lastUsed()).toBe(later(1_000).toISOString());
    await verifyApiToken(database(), made.token, later(30_000));
    expect(await lastUsed()).toBe(later(1_000).toISOString());
    await verifyApiToken(database(), made.token, later(62_000));
    expect(await lastUsed()).toBe(later(62_000).toISOString());
  });

  it("lets the owner or an administrator revoke a token, and nobody else", async () => {
    const owner = await account(["analyst"]);
    const colleague = await account(["analyst"]);
    const admin = await account(["admin", "analyst"]);
    const mine = await createApiToken(database(), owner, { name: "Mine", roles: ["analyst"], expiresInDays: 7 }, T0);
    const yours = await createApiToken(
      database(),
      owner,
      { name: "Also", roles: ["analyst"], expiresInDays: 7 },
      later(1),
    );

    const byColleague = await revokeApiToken(database(), mine.id, { userId: colleague.userId, admin: false }).catch(
      (e) => e,
    );
    expect([byColleague.status, messageIn(byColleague, "en")]).toEqual([
      404,
      `There is no API token ${mine.id} that you can revoke.`,
    ]);
    expect(await revokeApiToken(database(), mine.id, { userId: owner.userId, admin: false }, later(DAY))).toEqual({
      id: mine.id,
      name: "Mine",
      userId: owner.userId,
      revoked: true,
    });
    // Again: nothing changes.
    const again = await revokeApiToken(database(), mine.id, { userId: owner.userId, admin: false }, later(2 * DAY));
    expect(again.revoked).toBe(false);
    const byAdmin = await revokeApiToken(database(), yours.id, { userId: admin.userId, admin: true }, later(DAY));
    expect(byAdmin.revoked).toBe(true);

    const listed = await listApiTokens(database(), { userId: owner.userId }, later(DAY));
    expect(listed.map((t) => [t.name, t.status, t.revokedAt, t.revokedBy])).toEqual([
      ["Also", "revoked", later(DAY).toISOString(), `user${n}@example.test`],
      ["Mine", "revoked", later(DAY).toISOString(), `user${n - 2}@example.test`],
    ]);
  });

  it("lists one user's tokens, or everyone's, newest first", async () => {
    const a = await account(["analyst"]);
    const b = await account(["auditor"]);
    await createApiToken(database(), a, { name: "A1", roles: ["analyst"], expiresInDays: 1 }, T0);
    await createApiToken(database(), b, { name: "B1", roles: ["auditor"], expiresInDays: 1 }, later(1));
    expect((await listApiTokens(database(), { userId: a.userId }, T0)).map((t) => t.name)).toEqual(["A1"]);
    const all = await listApiTokens(database(), "all", later(2 * DAY));
    const theirs = all.filter((t) => t.userId === a.userId || t.userId === b.userId);
    expect(theirs.map((t) => [t.name, t.userEmail, t.status])).toEqual([
      ["B1", `user${n}@example.test`, "expired"],
      ["A1", `user${n - 1}@example.test`, "expired"],
    ]);
  });
});
