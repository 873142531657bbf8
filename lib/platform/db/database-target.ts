import path from "node:path";
import { z } from "zod";

/** Where the app keeps its data: a PostgreSQL server, or embedded PGlite in a folder (none: in memory). */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir?: string };

const envSchema = z.object({
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// or postgresql:// address" })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
});

/** DATABASE_URL selects PostgreSQL; without it the embedded PGlite lives in DATA_DIR (default ./data). */
export function databaseTargetFromEnv(env: Record<string, string | undefined>): DatabaseTarget {
  const parsed = envSchema.safeParse({
    DATABASE_URL: env.DATABASE_URL || undefined,
    DATA_DIR: env.DATA_DIR || undefined,
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  if (parsed.data.DATABASE_URL) return { kind: "postgres", url: parsed.data.DATABASE_URL };
  return { kind: "pglite", dataDir: path.resolve(parsed.data.DATA_DIR) };
}
