import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const ORIGIN = "http://lens.test";

beforeAll(() => {
  // The app's own auth state on an embedded database of the test's own, as `npm start` has it.
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("REDIS_URL", "");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "resolve-session-test-")));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe("resolveSession", () => {
  it("refuses a signed-out session's kept cookies at once, though the cookie cache still vouches for them", async () => {
    const { getAuth } = await import("./auth");
    const { createAccount } = await import("./accounts");
    const { resolveSession } = await import("./resolve-session");
    const { POST } = await import("@/app/api/auth/[...all]/route");
    const auth = await getAuth(false);
    await createAccount(auth, {
      email: "rita@example.lv",
      password: "rita password",
      name: "Rita",
      roles: ["analyst"],
    });
    const signedIn = await auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email: "rita@example.lv", password: "rita password" }),
      }),
    );
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const headers = () => new Headers({ cookie, host: "lens.test" });
    expect((await resolveSession(headers())).viewer?.email).toBe("rita@example.lv");

    const signedOut = await POST(
      new Request(`${ORIGIN}/api/auth/sign-out`, {
        method: "POST",
        headers: { host: "lens.test", origin: ORIGIN, cookie, "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(signedOut.status).toBe(200);
    // The same cookies, as a copy kept by someone else would send them, within the cookie cache's minute.
    expect((await resolveSession(headers())).viewer).toBeNull();
  }, 120_000);
});
