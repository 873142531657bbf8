/** What `npm run db:auth-schema` hands @better-auth/cli to write lib/db/schema/auth.ts; opens no database. */
import { drizzle } from "drizzle-orm/pglite";
import { createAuth } from "../lib/auth/create-auth";
import * as schema from "../lib/db/schema";

export const auth = createAuth(drizzle.mock({ schema }), "schema-generation-only-secret-000000000");
