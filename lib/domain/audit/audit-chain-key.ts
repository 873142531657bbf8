import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type DatabaseTarget, databaseTargetFromEnv } from "@/lib/platform/db/database-target";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { parseAuditConfig } from "./audit-config";

/**
 * The key the audit chain is made with: AUDIT_CHAIN_KEY, or for the embedded database one made on first
 * start and kept beside the data (owner-only), like the sessions key. PostgreSQL deployments may run several
 * instances writing one chain, which must share the key, and it must live outside the database: there
 * AUDIT_CHAIN_KEY is required. An in-memory database gets one for the life of the process, as its data has.
 */
export function resolveAuditChainKey(
  configured: string | undefined,
  target: DatabaseTarget,
  { create = true }: { create?: boolean } = {},
): string {
  if (configured) return configured;
  if (target.kind === "postgres")
    throw new Error(
      "AUDIT_CHAIN_KEY is required with DATABASE_URL: set it to the same random 32+ characters on every instance, " +
        "and keep it outside the database (audit:verify needs it too).",
    );
  if (!target.dataDir) return randomBytes(32).toString("base64url");
  const file = path.join(target.dataDir, "audit-chain-key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    // Checking a trail with a key made for the occasion would only call every row changed.
    if (!create)
      throw new Error(`No audit chain key in ${file}: set AUDIT_CHAIN_KEY to the key the app used.`, { cause: error });
    const key = randomBytes(32).toString("base64url");
    writeFileSync(file, key, { mode: 0o600, flag: "wx" });
    return key;
  }
}

const holder = processWide<{ key?: string }>("audit-chain-key", () => ({}));

/** Sets the key this process writes audit rows with: the app and the scripts do, for the database they open. */
export function setAuditChainKey(key: string): void {
  holder.key = key;
}

/**
 * Keys this process's audit rows for the database the environment names: the app at start, once its database
 * is open, and the scripts that write rows. The key comes with the database whose rows it makes (demo: kept in its folder).
 */
export function keyAuditChainFromEnv(env: Record<string, string | undefined>): void {
  setAuditChainKey(resolveAuditChainKey(parseAuditConfig(env).chainKey, databaseTargetFromEnv(env)));
}

/**
 * The key this process writes audit rows with. A database opened otherwise than by the app or its scripts is
 * in memory (tests), and is keyed with one made for the process.
 */
export function auditChainKey(): string {
  holder.key ??= randomBytes(32).toString("base64url");
  return holder.key;
}
