/**
 * Checks a case manifest downloaded from the app (GET /api/cases/{id}/manifest.json) against the database it
 * came from: `npm run case:verify -- file.json`, against DATABASE_URL or the PGlite database in DATA_DIR, with
 * AUDIT_CHAIN_KEY. Prints one line per check (ok, or FAILED and why): the case's audit events and the chain,
 * the pinned retrievals against their stored bytes, the case row, the kept PDF's hash. Exits 0 when every check
 * holds, 1 when one fails, 2 when the file, the database or the key cannot be had. On PGlite the app must be
 * stopped first: only one process may hold a data folder.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseAuditConfig } from "../lib/domain/audit/audit-config";
import { parseCaseConfig } from "../lib/domain/cases/case-config";
import { parseCaseManifest, verifyCaseManifest } from "../lib/features/cases/verify-case-manifest";
import { fail, openVerifiedDatabase, verifyTarget } from "./verify-database";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) fail("Usage: npm run case:verify -- <case manifest file.json>");
const [file] = positionals;

let text: string;
try {
  text = readFileSync(file, "utf8");
} catch (error) {
  fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
const parsed = parseCaseManifest(text);
if ("error" in parsed) fail(`${file}: ${parsed.error}.`);
const { manifest } = parsed;

const database = verifyTarget();
const { where } = database;
const { key, opened } = await openVerifiedDatabase(
  "case:verify",
  database,
  () => parseAuditConfig(process.env).chainKey,
);

try {
  console.log(`Case ${manifest.case.id} (${manifest.case.regcode}), manifest of ${manifest.generatedAt}, in ${where}:`);
  const checks = await verifyCaseManifest(opened.db, manifest, { key, config: parseCaseConfig(process.env) });
  for (const check of checks) console.log(`${check.name}: ${check.ok ? "ok" : "FAILED"}: ${check.message}`);
  process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
} finally {
  await opened.close();
}
