import { describe, expect, it } from "vitest";
import { mergeSamples, pairedRatio } from "./load";
import { linearFit, percentile } from "./stats";

describe("percentile", () => {
  it("takes the nearest rank, so p99 of 100 samples is the second slowest", () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
  });

  it("is NaN without samples rather than a made-up zero", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("mergeSamples", () => {
  it("pools rounds: total requests over total time, percentiles over all latencies", () => {
    const merged = mergeSamples([
      { latencies: [1, 1, 1], durationMs: 1000, failures: 0 },
      { latencies: [9], durationMs: 1000, failures: 2 },
    ]);
    expect(merged.requests).toBe(4);
    expect(merged.rps).toBe(2);
    expect(merged.p50).toBe(1);
    expect(merged.p99).toBe(9);
    expect(merged.failures).toBe(2);
    expect(merged.roundRps).toEqual([3, 1]);
    expect(merged.serverCpuUsPerRequest).toBeUndefined();
  });

  it("gives the server's CPU per answer, failed answers included, only when every round measured it", () => {
    const measured = mergeSamples([
      { latencies: [1, 1, 1], durationMs: 1000, failures: 0, serverCpuMs: 3 },
      { latencies: [1], durationMs: 1000, failures: 2, serverCpuMs: 3 },
    ]);
    // 6 ms over 6 answers.
    expect(measured.serverCpuUsPerRequest).toBe(1000);
    const partly = mergeSamples([
      { latencies: [1], durationMs: 1000, failures: 0, serverCpuMs: 3 },
      { latencies: [1], durationMs: 1000, failures: 0 },
    ]);
    expect(partly.serverCpuUsPerRequest).toBeUndefined();
  });
});

describe("pairedRatio", () => {
  const result = (roundRps: number[]) => ({ ...mergeSamples([]), roundRps });

  it("compares the sides round by round, so a round slowed by other work barely moves it", () => {
    // In round 3 the machine was busy while `a` ran: its total would read 0.8×, its rounds say 0.9×.
    const a = result([90, 90, 30, 90, 90]);
    const b = result([100, 100, 100, 100, 100]);
    expect(pairedRatio(a, b)).toBeCloseTo(0.9);
  });

  it("is the middle of the rounds' ratios", () => {
    expect(pairedRatio(result([1, 2, 3]), result([1, 1, 1]))).toBe(2);
  });
});

describe("linearFit", () => {
  it("gives the growth per row and the fixed part of figures that grow in a straight line", () => {
    const fit = linearFit([
      { x: 1_000, y: 60_000 },
      { x: 5_000, y: 260_000 },
      { x: 10_000, y: 510_000 },
    ]);
    expect(fit.slope).toBeCloseTo(50);
    expect(fit.intercept).toBeCloseTo(10_000);
  });

  it("takes the line closest to all points when they are not on one", () => {
    // Least squares through (0, 0), (1, 2), (2, 1): slope 0.5, intercept 0.5.
    const fit = linearFit([
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 2, y: 1 },
    ]);
    expect(fit.slope).toBeCloseTo(0.5);
    expect(fit.intercept).toBeCloseTo(0.5);
  });

  it("gives no line from one point, or from points at a single x", () => {
    expect(linearFit([{ x: 1_000, y: 5 }]).slope).toBeNaN();
    expect(
      linearFit([
        { x: 1_000, y: 5 },
        { x: 1_000, y: 7 },
      ]).intercept,
    ).toBeNaN();
    expect(linearFit([]).slope).toBeNaN();
  });
});
