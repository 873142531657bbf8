import { mkdtempSync, rmSync, symlinkSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// The files that need the Next plugin's rules told something; each rule decides by the file's path.
const FILES = [
  "components/report/report-document.tsx",
  "components/profile/upstream-error.tsx",
  "components/profile/entity-not-found.tsx",
];

const outer = mkdtempSync(path.join(tmpdir(), "lint-location-"));
afterAll(() => rmSync(outer, { recursive: true, force: true }));

/** What `npm run lint` reports on FILES from a checkout at `checkout` (ESLint keeps the path as given). */
async function problems(checkout: string) {
  const results = await new ESLint({ cwd: checkout }).lintFiles(FILES);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(checkout, r.filePath)}:${m.line} ${m.message}`));
}

describe("npm run lint", () => {
  it("passes in this checkout", async () => {
    expect(await problems(root)).toEqual([]);
  });

  // A folder named …app/ above the checkout (~/webapp/registry-lens) made @next/next/no-head-element take
  // every file for one of the App Router's, and the report document's directive was then reported unused.
  it("passes in a checkout whose path has an app/ folder above it", async () => {
    mkdirSync(path.join(outer, "webapp"));
    const checkout = path.join(outer, "webapp", "registry-lens");
    symlinkSync(root, checkout, "dir");
    expect(await problems(checkout)).toEqual([]);
  }, 60_000);
});
