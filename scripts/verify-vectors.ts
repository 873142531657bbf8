/**
 * Checks signing vectors published by the registry provider against this app's
 * implementation, stage by stage: `npm run verify-vectors -- path/to/vectors.json`.
 */
import { readFileSync } from "node:fs";
import { checkVector } from "../lib/registry/signing/check-vector";
import { vectorFileSchema } from "../lib/registry/signing/vector-file-schema";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run verify-vectors -- FILE (a JSON file of the form {secret, vectors:[...]})");
  process.exit(2);
}

let parsed;
try {
  parsed = vectorFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
} catch (error) {
  console.error(`${file}: not a readable vector file: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

let mismatches = 0;
parsed.vectors.forEach((vector, index) => {
  const label = vector.name ?? `${vector.method} ${vector.path}${vector.query ? "?" + vector.query : ""}`;
  console.log(`vector ${index + 1}: ${label}`);
  for (const result of checkVector(parsed.secret, vector)) {
    if (result.matches) {
      console.log(`  ok      ${result.stage}`);
    } else {
      mismatches++;
      console.log(`  DIFFERS ${result.stage}`);
      console.log(`    expected: ${JSON.stringify(result.expected)}`);
      console.log(`    actual:   ${JSON.stringify(result.actual)}`);
    }
  }
});
console.log(mismatches === 0 ? `all ${parsed.vectors.length} vectors match` : `${mismatches} stage(s) differ`);
process.exit(mismatches === 0 ? 0 : 1);
