import "server-only";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { databaseTargetFromEnv } from "./database-target";
import type { Database, OpenDatabase } from "./database";
import { openDatabase } from "./open-database";

// One database per process, whichever module graph opens it.
const holder = processWide<{ database?: Promise<OpenDatabase> }>("database", () => ({}));

/** The process's database, opened and migrated on first use. Never during `next build`. */
export function openAppDatabase(): Promise<OpenDatabase> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database is never opened while building; something read it at build time.");
  }
  const target = databaseTargetFromEnv(process.env);
  holder.database ??= openDatabase(target).catch((error: unknown) => {
    holder.database = undefined;
    throw error;
  });
  return holder.database;
}

/** The drizzle handle for the rest of the app. */
export async function db(): Promise<Database> {
  return (await openAppDatabase()).db;
}
