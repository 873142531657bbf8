import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SECRET = "sk_test_leak_canary";
const run = (dir: string, secret = SECRET) =>
  spawnSync(process.execPath, ["--import", "tsx", path.resolve(__dirname, "check-secret-leak.ts"), dir], {
    encoding: "utf8",
    env: { ...process.env, LEAK_SECRET: secret },
  });

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "leak-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe("check-secret-leak", () => {
  it("passes a tree without the secret", () => {
    const result = run(tree({ "chunks/a.js": "const key = 'ak_public';", "b.css": "body{}" }));
    expect(result.status).toBe(0);
  });

  it("names every file holding the secret, in nested folders", () => {
    const result = run(tree({ "chunks/deep/a.js": `x="${SECRET}"`, "ok.js": "fine", "c.map": `"${SECRET}"` }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(path.join("chunks", "deep", "a.js"));
    expect(result.stderr).toContain("c.map");
    expect(result.stderr).not.toContain("ok.js");
  });

  it("finds the secret when it was base64- or hex-encoded", () => {
    const b64 = Buffer.from(SECRET).toString("base64");
    const hex = Buffer.from(SECRET).toString("hex");
    expect(run(tree({ "a.js": `atob("${b64}")` })).status).toBe(1);
    expect(run(tree({ "a.js": `h="${hex}"` })).status).toBe(1);
  });

  it("refuses to run without a secret", () => {
    expect(run(tree({}), "").status).toBe(2);
  });
});
