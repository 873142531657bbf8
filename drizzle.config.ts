import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a migration for schema changes; the app applies them when it starts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/platform/db/schema/index.ts",
  out: "./lib/platform/db/migrations",
});
