import "server-only";
import { databaseTargetFromEnv } from "./database-target";
import type { Database, OpenDatabase } from "./database";
import { openDatabase } from "./open-database";

// Instrumentation, route handlers and pages are separate module graphs: one database per process, kept here.
const holder = globalThis as typeof globalThis & { registryLensDatabase?: Promise<OpenDatabase> };

/** The process's database, opened and migrated on first use. Never during `next build`. */
export function openAppDatabase(): Promise<OpenDatabase> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database is never opened while building; something read it at build time.");
  }
  holder.registryLensDatabase ??= openDatabase(databaseTargetFromEnv(process.env)).catch((error: unknown) => {
    holder.registryLensDatabase = undefined;
    throw error;
  });
  return holder.registryLensDatabase;
}

/** The drizzle handle for the rest of the app. */
export async function db(): Promise<Database> {
  return (await openAppDatabase()).db;
}
