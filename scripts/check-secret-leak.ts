/**
 * Fails when a secret appears in any file under a directory, e.g. a build's client assets:
 * `LEAK_SECRET=… npx tsx scripts/check-secret-leak.ts .next/static`.
 * The secret comes from the environment so it never shows in the process list or shell history.
 */
import { existsSync } from "node:fs";
import { filesContainingSecret } from "../lib/edge/security/find-secret";

const dir = process.argv[2];
const secret = process.env.LEAK_SECRET;
if (!dir || !secret) {
  console.error("usage: LEAK_SECRET=SECRET npx tsx scripts/check-secret-leak.ts DIR");
  process.exit(2);
}
if (!existsSync(dir)) {
  console.error(`${dir}: no such directory`);
  process.exit(2);
}

const hits = filesContainingSecret(dir, secret);
if (hits.length > 0) {
  console.error(`the secret appears in ${hits.length} file(s):`);
  for (const file of hits) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`${dir}: secret not found`);
