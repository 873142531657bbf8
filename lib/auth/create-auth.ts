import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "@/lib/db/database";
import * as schema from "@/lib/db/schema";

/** better-auth for the app: email and password on the app's own database, sessions cached in a signed cookie. */
export function createAuth(db: Database, secret: string) {
  return betterAuth({
    appName: "Registry Lens",
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10 },
    user: {
      additionalFields: {
        roles: { type: "string[]", required: false, input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: { cookieCache: { enabled: true, maxAge: 60 } },
  });
}
