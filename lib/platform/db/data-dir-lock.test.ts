import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

const lockFileIn = (dir: string) => path.join(dir, "registry-lens.lock");

describe("lockDataDir", () => {
  it("holds the folder with this process's id and lets go on release", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rl-lock-"));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFileIn(dir), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileIn(dir))).toBe(false);
  });

  it("refuses a folder held by another running process, naming it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rl-lock-"));
    writeFileSync(lockFileIn(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      `The data folder ${dir} is in use by another Registry Lens process (pid ${process.ppid}). ` +
        "Stop that process, or give this one its own DATA_DIR or a DATABASE_URL.",
    );
    expect(readFileSync(lockFileIn(dir), "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock left by a process that has ended", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rl-lock-"));
    writeFileSync(lockFileIn(dir), "4194303"); // above Linux's largest pid
    lockDataDir(dir)();
    expect(existsSync(lockFileIn(dir))).toBe(false);
  });
});
