/**
 * Removes what is older than RETENTION_YEARS now: `npm run retention:purge`, against DATABASE_URL or
 * the PGlite database in DATA_DIR (stop the app first: only one process may hold a data folder).
 * The app also does this once a day by itself. Exits 0 with the counts, 2 when the database cannot be opened.
 */
import { keyAuditChainFromEnv } from "../lib/domain/audit/audit-chain-key";
import { databaseTargetFromEnv } from "../lib/platform/db/database-target";
import { openDatabase } from "../lib/platform/db/open-database";
import { purgeExpired } from "../lib/features/retention/purge-expired";
import { parseRetentionConfig } from "../lib/features/retention/retention-config";

const { years } = parseRetentionConfig(process.env);
const target = databaseTargetFromEnv(process.env);
let opened;
try {
  opened = await openDatabase(target);
  // The checkpoint it writes is sealed with the chain's key.
  keyAuditChainFromEnv(process.env);
} catch (error) {
  console.error(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
try {
  const counts = await purgeExpired(opened.db, { years, now: new Date() });
  console.log(
    `Removed what is older than ${years} years (before ${counts.removedBefore}): ${counts.retrievals} retrievals, ` +
      `${counts.blobs} stored answers no retrieval names any more, ${counts.auditRows} audit rows (a checkpoint stands for them).`,
  );
} finally {
  await opened.close();
}
