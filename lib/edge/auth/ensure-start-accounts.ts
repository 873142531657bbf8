import "server-only";
import { inArray } from "drizzle-orm";
import { db } from "@/lib/platform/db/db";
import { user } from "@/lib/platform/db/schema";
import { ensureAccount } from "./accounts";
import { authSettings, getAuth } from "./auth";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { ROLES } from "@/lib/domain/viewer/roles";

/**
 * At start: the ADMIN_EMAIL account with every role, and in demo mode the demo accounts. Outside demo
 * mode demo accounts left from an earlier demo run are disabled: their passwords are public.
 */
export async function ensureStartAccounts(): Promise<void> {
  const settings = authSettings();
  const auth = await getAuth(false);
  const database = await db();
  if (settings.admin) {
    const { email, password } = settings.admin;
    await ensureAccount(auth, database, { email, password, name: "Administrator", roles: [...ROLES] });
  }
  if (settings.demoMode) {
    for (const { email, password, name, roles } of DEMO_ACCOUNTS) {
      await ensureAccount(auth, database, { email, password, name, roles });
    }
  } else {
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
    await database.update(user).set({ disabled: true }).where(inArray(user.email, demoEmails));
  }
}
