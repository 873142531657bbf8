import { resolveAuditChainKey } from "../lib/domain/audit/audit-chain-key";
import { type DatabaseTarget, databaseTargetFromEnv } from "../lib/platform/db/database-target";
import { openDatabase } from "../lib/platform/db/open-database";

// What the commands that check the database (audit:verify, case:verify) share: the database they name in every
// line, the audit chain's key, and exit code 2 for anything they need and cannot have.

/** Ends the command with the message and exit code 2: its input, the database or the key cannot be had. */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The database to check: DATABASE_URL, else the PGlite database in DATA_DIR; `where` names it for the output. */
export function verifyTarget(): { target: DatabaseTarget; where: string } {
  const target = databaseTargetFromEnv(process.env);
  const where =
    target.kind === "postgres" ? "the PostgreSQL database in DATABASE_URL" : `the PGlite database in ${target.dataDir}`;
  return { target, where };
}

/**
 * The audit chain's key (`chainKey()`, else the one kept beside the data; never made here), then the database
 * opened, or exit 2. A PGlite folder the app holds cannot be opened: the operator is told to stop it for `command`.
 */
export async function openVerifiedDatabase(
  command: string,
  { target, where }: { target: DatabaseTarget; where: string },
  chainKey: () => string | undefined,
) {
  let key: string;
  try {
    key = resolveAuditChainKey(chainKey(), target, { create: false });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  try {
    return { key, opened: await openDatabase(target) };
  } catch (error) {
    console.error(`Cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
    if (target.kind === "pglite") console.error(`Stop the app first: ${command} needs the data folder to itself.`);
    process.exit(2);
  }
}
