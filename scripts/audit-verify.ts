/**
 * Walks the audit trail's hash chain with AUDIT_CHAIN_KEY and compares it with the anchors in AUDIT_ANCHOR_FILE
 * (or the file given as `-- --anchors FILE`): `npm run audit:verify`, against DATABASE_URL or the PGlite
 * database in DATA_DIR. Exits 0 when intact, 1 naming the first changed, removed or reordered row, unkeyed
 * rows no keying marker vouches for, or the anchor that does not hold, 2 when the database, the key or the
 * anchors cannot be had. On PGlite the app must be stopped first: only one process may hold a data folder, and
 * this refuses to open one the app holds.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseAuditConfig } from "../lib/domain/audit/audit-config";
import { newestAuditEvent } from "../lib/domain/audit/newest-audit-event";
import { verifyAuditTrail } from "../lib/domain/audit/verify-audit-trail";
import { fail, openVerifiedDatabase, verifyTarget } from "./verify-database";

const { values: args } = parseArgs({ options: { anchors: { type: "string" } } });
const database = verifyTarget();
const { where } = database;

const config = parseAuditConfig(process.env);
const anchorFile = args.anchors ?? config.anchorFile;
let anchors: string | undefined;
if (anchorFile) {
  try {
    anchors = readFileSync(anchorFile, "utf8");
  } catch (error) {
    fail(`Cannot read the anchors in ${anchorFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const { key, opened } = await openVerifiedDatabase("audit:verify", database, () => config.chainKey);

try {
  const report = await verifyAuditTrail(opened.db, { key, anchors });
  const rows = `${report.checked} audit row${report.checked === 1 ? "" : "s"}`;
  if (report.problem?.kind === "unkeyed") {
    console.log(`Checked ${rows} in ${where}: the chain is NOT KEYED: ${report.problem.message}.`);
    process.exitCode = 1;
  } else if (report.problem) {
    console.log(`Checked ${rows} in ${where}: the chain is BROKEN at ${report.problem.message}`);
    process.exitCode = 1;
  } else if (report.anchors?.problem) {
    console.log(`Checked ${rows} in ${where} against ${anchorFile}: TAMPERED, ${report.anchors.problem}`);
    process.exitCode = 1;
  } else {
    const newest = await newestAuditEvent(opened.db);
    console.log(`Checked ${rows} in ${where}: the chain is intact.`);
    if (report.checkpoint)
      console.log(
        `It starts at row ${report.checkpoint.seq}, a retention checkpoint for the ${report.checkpoint.seq} rows older than ${report.checkpoint.removedBefore}.`,
      );
    if (report.unkeyed)
      console.log(
        `Rows ${report.unkeyed.from} to ${report.unkeyed.to} were written before the chain was keyed: ` +
          "only anchors made since prove they were not rewritten.",
      );
    if (newest) console.log(`Newest row: ${newest.seq}, hash ${newest.hash}`);
    if (!report.anchors)
      console.log("No anchors given (AUDIT_ANCHOR_FILE or --anchors): removing the newest rows would go unnoticed.");
    else if (report.anchors.newest)
      console.log(
        `${report.anchors.checked} anchors hold; the newest names row ${report.anchors.newest.seq} at ${report.anchors.newest.time}` +
          (newest && newest.seq > report.anchors.newest.seq ? ` (rows after it are not anchored yet).` : "."),
      );
    else console.log(`No anchors in ${anchorFile} yet.`);
  }
} finally {
  await opened.close();
}
