import { chmodSync, mkdirSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, it, vi } from "vitest";

const log = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", log.factory);

const { ensureOwnerOnlyDir } = await import("./owner-only-dir");
beforeEach(() => {
  log.lines.length = 0;
});

const scratch = () => mkdtempSync(path.join(tmpdir(), "rl-owner-only-"));

it("creates a missing data folder readable by its owner only, and says nothing", () => {
  const dir = path.join(scratch(), "data", "nested");
  ensureOwnerOnlyDir(dir);
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  expect(log.lines).toEqual([]);
});

it("warns about an existing folder that others can read, naming the fix, and leaves it as it is", () => {
  const dir = path.join(scratch(), "data");
  mkdirSync(dir);
  chmodSync(dir, 0o755);
  ensureOwnerOnlyDir(dir);
  expect(statSync(dir).mode & 0o777).toBe(0o755);
  expect(log.lines.map((line) => JSON.parse(line))).toEqual([
    expect.objectContaining({
      level: "warn",
      event: "data_dir_permissions",
      dataDir: dir,
      mode: "0755",
      msg: `the data folder can be read by other users of this machine: run chmod 700 ${dir}`,
    }),
  ]);
});

it("is quiet about an existing owner-only folder", () => {
  const dir = path.join(scratch(), "data");
  mkdirSync(dir, { mode: 0o700 });
  ensureOwnerOnlyDir(dir);
  expect(log.lines).toEqual([]);
});
