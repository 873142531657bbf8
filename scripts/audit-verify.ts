/**
 * Walks the audit trail's hash chain: `npm run audit:verify`, against DATABASE_URL or the PGlite
 * database in DATA_DIR. Exits 0 when intact, 1 naming the first changed, removed or reordered row,
 * 2 when the database cannot be opened. On PGlite the app must be stopped first: only one process
 * may hold a data folder, and this refuses to open one the app holds.
 */
import { verifyAuditTrail } from "../lib/audit/verify-audit-trail";
import { databaseTargetFromEnv } from "../lib/db/database-target";
import { openDatabase } from "../lib/db/open-database";
import { newestAuditEvent } from "../lib/audit/newest-audit-event";

const target = databaseTargetFromEnv(process.env);
const where =
  target.kind === "postgres" ? "the PostgreSQL database in DATABASE_URL" : `the PGlite database in ${target.dataDir}`;

let opened;
try {
  opened = await openDatabase(target);
} catch (error) {
  console.error(`Cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  if (target.kind === "pglite") console.error("Stop the app first: audit:verify needs the data folder to itself.");
  process.exit(2);
}

try {
  const report = await verifyAuditTrail(opened.db);
  const rows = `${report.checked} audit row${report.checked === 1 ? "" : "s"}`;
  if (report.problem) {
    console.log(`Checked ${rows} in ${where}: the chain is BROKEN at ${report.problem.message}`);
    process.exitCode = 1;
  } else {
    const newest = await newestAuditEvent(opened.db);
    console.log(`Checked ${rows} in ${where}: the chain is intact.`);
    if (report.checkpoint)
      console.log(
        `It starts at row ${report.checkpoint.seq}, a retention checkpoint for the ${report.checkpoint.seq} rows older than ${report.checkpoint.removedBefore}.`,
      );
    // Removing the newest rows leaves no trace in the chain: compare this with a checkpoint kept elsewhere.
    if (newest) console.log(`Newest row: ${newest.seq}, hash ${newest.hash}`);
  }
} finally {
  await opened.close();
}
