import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The drizzle handle the app uses, the same type on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and the way to close it. */
export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Runs SQL a library brings with it (the job queue's own schema and queries) on the same database:
   * with values as one parameterised statement, without them as a script of several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}
