/** What `npm run db:auth-schema` hands @better-auth/cli to write lib/platform/db/schema/auth.ts; opens no database. */
import { drizzle } from "drizzle-orm/pglite";
import { parseAuthSettings } from "../lib/edge/auth/auth-settings";
import { createAuth } from "../lib/edge/auth/create-auth";
import { SignInFailures } from "../lib/edge/auth/sign-in-failures";
import * as schema from "../lib/platform/db/schema";

const failures = new SignInFailures({ max: 1, windowMs: 1 });
export const auth = createAuth({
  db: drizzle.mock({ schema }),
  settings: parseAuthSettings({}),
  secret: "schema-generation-only-secret-000000000",
  secure: false,
  perAccountClient: failures,
  perAccount: failures,
  perAddress: failures,
});
