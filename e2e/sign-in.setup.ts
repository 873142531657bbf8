import { expect, test as setup } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../lib/edge/auth/demo-accounts";
import { baseUrlOf, servers, STORAGE_STATE, type ServerName } from "./servers";

/** Signs the demo administrator (every role) in on each server and keeps the cookies for the other specs. */
setup("sign in on every server", async ({ request }) => {
  const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes("admin"));
  if (!admin) throw new Error("no demo admin account");
  for (const name of Object.keys(servers) as ServerName[]) {
    const base = baseUrlOf(name);
    const response = await request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: admin.email, password: admin.password },
      headers: { origin: base },
    });
    expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  }
  await request.storageState({ path: STORAGE_STATE });
});
