import "server-only";
import { resolveAuditChainKey, setAuditChainKey } from "@/lib/audit/audit-chain-key";
import { parseAuditConfig } from "@/lib/audit/audit-config";
import { processWide } from "@/lib/process-wide";
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
  holder.database ??= openDatabase(target)
    .then((database) => {
      // The audit chain's key comes with the database whose rows it makes (demo: kept in its folder).
      setAuditChainKey(resolveAuditChainKey(parseAuditConfig(process.env).chainKey, target));
      return database;
    })
    .catch((error: unknown) => {
      holder.database = undefined;
      throw error;
    });
  return holder.database;
}

/** The drizzle handle for the rest of the app. */
export async function db(): Promise<Database> {
  return (await openAppDatabase()).db;
}
