import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { signInRequest, TEST_ORIGIN as ORIGIN, testAuth } from "@/dev/testing/test-auth";
import { parseInput } from "@/lib/platform/errors/input-error";
import {
  accountChangeSchema,
  changeAccount,
  createAccount,
  ensureAccount,
  listAccounts,
  newAccountSchema,
} from "./accounts";
import type { Auth } from "./create-auth";

function signIn(auth: Auth, email: string, password: string, address = "10.0.0.1") {
  return auth.handler(signInRequest({ email, password }, { "x-forwarded-for": address }));
}

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

forEachDatabase("accounts and sign-in", (database) => {
  let auth: Auth;
  const authFor = () => (auth ??= testAuth(database(), { perAccountClient: 3 }));

  it("signs in an added account with an HttpOnly, SameSite=Lax session cookie", async () => {
    const { id } = await createAccount(
      authFor(),
      parseInput(newAccountSchema, {
        email: "Ieva@Example.lv",
        password: "correct horse 1",
        name: "Ieva",
        roles: ["analyst"],
      }),
    );
    const response = await signIn(authFor(), "ieva@example.lv", "correct horse 1");
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(await listAccounts(database())).toEqual([
      {
        id,
        email: "ieva@example.lv",
        name: "Ieva",
        roles: ["analyst"],
        disabled: false,
        secondFactor: false,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("answers a wrong password and an unknown account alike", async () => {
    const wrong = await signIn(authFor(), "ieva@example.lv", "wrong password", "10.0.0.2");
    const unknown = await signIn(authFor(), "nobody@example.lv", "wrong password", "10.0.0.2");
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await messageOf(wrong)).toBe(await messageOf(unknown));
  });

  it("refuses an account after repeated failures, even with the right password, saying the same for any email", async () => {
    await createAccount(authFor(), { email: "maris@example.lv", password: "right password", name: "Māris", roles: [] });
    for (let i = 0; i < 3; i++)
      expect((await signIn(authFor(), "maris@example.lv", "nope nope nope")).status).toBe(401);
    const blocked = await signIn(authFor(), "maris@example.lv", "right password");
    expect(blocked.status).toBe(429);
    // The code and minutes let the sign-in form word it in the analyst's language.
    expect(await blocked.json()).toMatchObject({
      code: "TOO_MANY_FAILED_SIGN_INS",
      minutes: 1,
      message: "Too many failed sign-ins. Try again in 1 min.",
    });
  });

  it("refuses an account that exists already", async () => {
    await expect(
      createAccount(authFor(), { email: "ieva@example.lv", password: "another one 1", name: "Ieva", roles: [] }),
    ).rejects.toThrow("There is already an account for ieva@example.lv.");
  });

  it("ends a disabled account's sessions and refuses its sign-in", async () => {
    const { id } = await createAccount(authFor(), {
      email: "liga@example.lv",
      password: "liga password",
      name: "Līga",
      roles: ["auditor"],
    });
    const first = await signIn(authFor(), "liga@example.lv", "liga password");
    const token = first.headers.getSetCookie()[0].split(";")[0];
    expect(await changeAccount(authFor(), database(), id, { disabled: true })).toMatchObject({ disabled: true });
    const session = await authFor().api.getSession({
      headers: new Headers({ cookie: token, host: new URL(ORIGIN).host }),
      query: { disableCookieCache: true },
    });
    expect(session).toBeNull();
    const again = await signIn(authFor(), "liga@example.lv", "liga password");
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({
      code: "ACCOUNT_DISABLED",
      message: "This account is disabled. Ask an administrator.",
    });
  });

  it("sets roles, and ensures an account without touching its password", async () => {
    await ensureAccount(authFor(), database(), {
      email: "ieva@example.lv",
      password: "ignored password",
      name: "Ieva",
      roles: ["analyst", "admin"],
    });
    expect((await signIn(authFor(), "ieva@example.lv", "correct horse 1", "10.0.0.9")).status).toBe(200);
    const [ieva] = (await listAccounts(database())).filter((a) => a.email === "ieva@example.lv");
    expect(ieva.roles).toEqual(["analyst", "admin"]);
  });
});

it("reads a new account or a change to one, naming every problem at once", () => {
  expect(() => parseInput(newAccountSchema, { email: "ieva", password: "short", name: "", roles: [] }, "all")).toThrow(
    expect.objectContaining({
      texts: ["validEmail", "passwordTooShort", "nameMissing"].map((key) => expect.objectContaining({ key })),
    }),
  );
  expect(() => parseInput(accountChangeSchema, { roles: ["boss"] }, "all")).toThrow(
    "A role is one of: analyst, personal-data, approver, auditor, admin",
  );
  expect(() => parseInput(accountChangeSchema, { roles: [], disabled: true }, "all")).toThrow(
    expect.objectContaining({ texts: [expect.objectContaining({ key: "oneAccountChange" })] }),
  );
});

forEachDatabase("administrators keep the app administered", (database) => {
  let auth: Auth;
  const authFor = () => (auth ??= testAuth(database(), { perAccountClient: 3 }));
  const adminOf = async (id: string) => {
    const [account] = (await listAccounts(database())).filter((a) => a.id === id);
    return { admin: account.roles.includes("admin"), disabled: account.disabled };
  };

  it("refuses an administrator demoting or disabling themselves, and the last administrator losing the role", async () => {
    const boss = await createAccount(authFor(), {
      email: "boss@example.lv",
      password: "boss password",
      name: "Boss",
      roles: ["admin"],
    });
    const deputy = await createAccount(authFor(), {
      email: "deputy@example.lv",
      password: "deputy password",
      name: "Deputy",
      roles: ["analyst", "admin"],
    });
    const own = "You cannot take the admin role from your own account or disable it: ask another administrator.";
    await expect(
      changeAccount(authFor(), database(), boss.id, { roles: ["analyst"] }, { by: boss.id }),
    ).rejects.toThrow(own);
    await expect(changeAccount(authFor(), database(), boss.id, { disabled: true }, { by: boss.id })).rejects.toThrow(
      own,
    );
    expect(await adminOf(boss.id)).toEqual({ admin: true, disabled: false });

    // Another administrator may; the deputy is then the only one left.
    await changeAccount(authFor(), database(), boss.id, { roles: ["analyst"] }, { by: deputy.id });
    const last = "This is the only enabled administrator: give another account the admin role first.";
    await expect(changeAccount(authFor(), database(), deputy.id, { roles: [] }, { by: boss.id })).rejects.toThrow(last);
    await expect(changeAccount(authFor(), database(), deputy.id, { disabled: true })).rejects.toThrow(last);
    expect(await adminOf(deputy.id)).toEqual({ admin: true, disabled: false });
    // Changes that keep the role still go through.
    await changeAccount(authFor(), database(), deputy.id, { roles: ["admin"] }, { by: deputy.id });
    expect(await adminOf(deputy.id)).toEqual({ admin: true, disabled: false });
  });
});
