import { expect, it } from "vitest";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { TEST_ORIGIN as ORIGIN, testAuth } from "@/dev/testing/test-auth";
import { createAccount } from "./accounts";

forEachDatabase("a user's own account changes in the audit trail", (database) => {
  it("records a password change and signing out other sessions, not a refused rename nor a language change", async () => {
    const auth = testAuth(database(), { perAccountClient: 3, perAccount: 10 });
    const { id } = await createAccount(auth, {
      email: "ieva@example.lv",
      password: "correct horse 1",
      name: "Ieva",
      roles: ["analyst"],
    });
    const post = (path: string, body: object, cookie?: string) =>
      auth.handler(
        new Request(`${ORIGIN}/api/auth${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: ORIGIN,
            "user-agent": "test browser",
            ...(cookie && { cookie }),
          },
          body: JSON.stringify(body),
        }),
      );
    const signedIn = await post("/sign-in/email", { email: "ieva@example.lv", password: "correct horse 1" });
    const cookie = () =>
      signedIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    await post("/sign-in/email", { email: "ieva@example.lv", password: "correct horse 1" });

    // Names are the administrators' to change: the refused rename leaves no event.
    expect((await post("/update-user", { name: "Ieva B." }, cookie())).status).toBe(403);
    expect((await post("/update-user", { locale: "lv" }, cookie())).status).toBe(200);
    const wrong = await post(
      "/change-password",
      { currentPassword: "not it at all", newPassword: "battery staple 2" },
      cookie(),
    );
    expect(wrong.status).toBe(400);
    expect((await post("/revoke-other-sessions", {}, cookie())).status).toBe(200);
    const changed = await post(
      "/change-password",
      { currentPassword: "correct horse 1", newPassword: "battery staple 2", revokeOtherSessions: true },
      cookie(),
    );
    expect(changed.status).toBe(200);

    const events = (await listAuditEvents(database(), {}, 10))
      .reverse()
      .filter((e) => !e.eventType.startsWith("sign-in"));
    expect(events.map((e) => [e.eventType, e.userId, e.userEmail, e.userAgent, e.details])).toEqual([
      ["sessions-revoked", id, "ieva@example.lv", "test browser", { which: "others" }],
      ["password-changed", id, "ieva@example.lv", "test browser", { otherSessionsRevoked: true }],
    ]);
  });
});
