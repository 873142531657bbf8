import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const provider = path.resolve(__dirname, "../lib/registry/signing/testdata/provider-vectors.json");
const run = (file: string) =>
  spawnSync(process.execPath, ["--import", "tsx", path.resolve(__dirname, "verify-vectors.ts"), file], {
    encoding: "utf8",
  });

describe("npm run verify-vectors", () => {
  it("accepts the provider's vectors and says so stage by stage", () => {
    const result = run(provider);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("all 3 vectors match");
    expect(result.stdout.match(/ok {6}signature/g)).toHaveLength(3);
  });

  it("names the stage that differs and exits non-zero", () => {
    const file = JSON.parse(readFileSync(provider, "utf8"));
    file.vectors[1].canonical_query = "a=1&a=2&plus=%2B&space=a+b&utf=%C4%81&z=last";
    const tampered = path.join(mkdtempSync(path.join(tmpdir(), "vectors-")), "v.json");
    writeFileSync(tampered, JSON.stringify(file));
    const result = run(tampered);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/vector 2:[\s\S]*DIFFERS canonical_query/);
    expect(result.stdout).toContain("ok      signature");
  });

  it("explains an unreadable file instead of crashing", () => {
    const bad = path.join(mkdtempSync(path.join(tmpdir(), "vectors-")), "bad.json");
    writeFileSync(bad, "{not json");
    const result = run(bad);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("not a readable vector file");
  });
});
