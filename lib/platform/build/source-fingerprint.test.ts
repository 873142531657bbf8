import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceFingerprint } from "./source-fingerprint";

describe("sourceFingerprint", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "fingerprint-"));
    write("app/page.tsx", "export default 1;");
    write("lib/a.ts", "export const a = 1;");
    write("proxy.ts", "export {};");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("stays the same while the sources do", () => {
    expect(sourceFingerprint(root)).toBe(sourceFingerprint(root));
    expect(sourceFingerprint(root)).toMatch(/^[0-9a-f]{24}$/);
  });

  it("changes when a source file changes, appears or is renamed", () => {
    const before = sourceFingerprint(root);
    write("lib/a.ts", "export const a = 2;");
    const edited = sourceFingerprint(root);
    expect(edited).not.toBe(before);
    write("lib/b.ts", "");
    expect(sourceFingerprint(root)).not.toBe(edited);
  });

  it("ignores tests and files outside the build's sources", () => {
    const before = sourceFingerprint(root);
    write("lib/a.test.ts", "it();");
    write("e2e/x.spec.ts", "test();");
    write("README.md", "docs");
    expect(sourceFingerprint(root)).toBe(before);
  });
});
