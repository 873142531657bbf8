import { describe, expect, it } from "vitest";
import { processCpuMs } from "./process-cpu";

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

describe("processCpuMs", () => {
  it("counts the CPU a process spends, as the kernel reports it", () => {
    const before = processCpuMs(process.pid);
    const start = process.cpuUsage();
    // Spin until this process has used 300 ms of CPU, however busy the machine is.
    while (cpuMsSince(start) < 300);
    const spent = processCpuMs(process.pid) - before;
    // /proc counts in 10 ms ticks; the test runner's other threads may add a little.
    expect(spent).toBeGreaterThanOrEqual(280);
    expect(spent).toBeLessThan(400);
  });
});
