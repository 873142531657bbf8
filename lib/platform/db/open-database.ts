import path from "node:path";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "@/lib/platform/log/logger";
import { lockDataDir } from "./data-dir-lock";
import { LeanPGlite } from "./lean-pglite";
import { ensureOwnerOnlyDir } from "./owner-only-dir";
import type { DatabaseTarget } from "./database-target";
import type { OpenDatabase } from "./database";
import * as schema from "./schema";

/** The committed drizzle-kit migrations; the app runs from the project folder. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib", "platform", "db", "migrations");

// Any fixed number: instances starting together on one PostgreSQL migrate one after another.
const MIGRATION_LOCK_KEY = 7_313_202_611;

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX || 10) });
  // An idle connection that the server closes (a restart, a terminated backend) is reported on the pool;
  // unheard, that report would end the process. The pool opens a new connection when next asked.
  pool.on("error", (error) => logger.warn({ event: "database", err: error.message }, "idle database connection lost"));
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return {
    db: drizzleNodePg({ client: pool, schema }),
    kind: "postgres",
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<OpenDatabase> {
  let release = () => {};
  if (dataDir) {
    ensureOwnerOnlyDir(dataDir);
    release = lockDataDir(dataDir);
  }
  try {
    const client = await LeanPGlite.open(dataDir ? path.join(dataDir, "pglite") : undefined);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const close = async () => {
      await client.close();
      release();
    };
    // PGlite runs a parameterised query one statement at a time, and a script only without parameters. The job
    // queue reads dates as PGlite itself does, as Date objects.
    const parsers = client.ownParsers;
    const executeSql = async (text: string, values?: unknown[]) => {
      if (values?.length) return client.query(text, values, { parsers });
      const results = await client.exec(text, { parsers });
      return { rows: results.at(-1)?.rows ?? [] };
    };
    return { db, kind: "pglite", executeSql, close };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the database and brings its schema up to date. */
export function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  return target.kind === "postgres" ? openPostgres(target.url) : openPglite(target.dataDir);
}
