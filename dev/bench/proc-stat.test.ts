import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { procStat } from "./proc-stat";

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

describe("procStat", () => {
  it("counts the CPU a process spends, as the kernel reports it", () => {
    const before = procStat(process.pid).cpuMs;
    const start = process.cpuUsage();
    // Spin until this process has used 300 ms of CPU, however busy the machine is.
    while (cpuMsSince(start) < 300);
    const spent = procStat(process.pid).cpuMs - before;
    // /proc counts in 10 ms ticks; the test runner's other threads may add a little.
    expect(spent).toBeGreaterThanOrEqual(280);
    expect(spent).toBeLessThan(400);
  });

  it("names a process and its parent, even when the name holds spaces and parentheses", async () => {
    // The kernel names a process after the file it runs: here a link to sleep.
    const folder = mkdtempSync(path.join(tmpdir(), "proc-stat-"));
    const program = path.join(folder, "odd (name) x");
    symlinkSync("/bin/sleep", program);
    const child = spawn(program, ["5"]);
    try {
      await new Promise((resolve) => child.on("spawn", resolve));
      expect(procStat(child.pid!)).toMatchObject({ comm: "odd (name) x", ppid: process.pid });
    } finally {
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("throws for a process that is gone", async () => {
    const child = spawn("true");
    await new Promise((resolve) => child.on("exit", resolve));
    // Reaped by Node once it exited.
    expect(() => procStat(child.pid!)).toThrow();
  });
});
