import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestBudget } from "./request-budget";

describe("the registry request budget", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Takes `count` turns at once and records when each was granted. */
  function grantTimes(budget: ReturnType<typeof createRequestBudget>, count: number, priority = "background" as const) {
    const times: number[] = [];
    for (let i = 0; i < count; i++) void budget.take(priority).then(() => times.push(Date.now()));
    return times;
  }

  it("spaces requests evenly at the budget, the first at once", async () => {
    const budget = createRequestBudget(5);
    const times = grantTimes(budget, 6);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(times).toEqual([0, 200, 400, 600, 800, 1000]);
  });

  it("serves analysts' requests before waiting background work", async () => {
    const budget = createRequestBudget(10);
    const order: string[] = [];
    for (let i = 0; i < 3; i++) void budget.take("background").then(() => order.push(`background ${i}`));
    void budget.take("interactive").then(() => order.push("analyst"));
    await vi.advanceTimersByTimeAsync(1_000);
    // The first background request had its turn at once; the analyst goes next, ahead of the rest.
    expect(order).toEqual(["background 0", "analyst", "background 1", "background 2"]);
  });

  it("lets a caller give up when its turn would come too late, without using a turn", async () => {
    const budget = createRequestBudget(1);
    const times = grantTimes(budget, 1);
    const late = budget.take("interactive", 500, () => new Error("registry timed out"));
    const settled = expect(late).rejects.toThrow("registry timed out");
    const next = grantTimes(budget, 1);
    await vi.advanceTimersByTimeAsync(1_500);
    await settled;
    expect(times).toEqual([0]);
    // The one that gave up did not take the second turn: the next caller has it on time.
    expect(next).toEqual([1000]);
  });

  it("sends nothing while the registry asked to wait, then resumes at the budget", async () => {
    const budget = createRequestBudget(10);
    const first = grantTimes(budget, 1);
    await vi.advanceTimersByTimeAsync(0);
    budget.pause(2_000);
    const times = grantTimes(budget, 3);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(first).toEqual([0]);
    expect(times).toEqual([2000, 2100, 2200]);
  });

  it("keeps the long-run rate at the budget when timers fire late", async () => {
    let clock = 0;
    // Timers are served only every 17 ms, as on a busy machine: made-up turns keep 100 grants in the second.
    const budget = createRequestBudget(100, () => clock);
    let granted = 0;
    for (let i = 0; i < 200; i++) void budget.take("background").then(() => granted++);
    while (clock < 1_000) {
      clock += 17;
      await vi.advanceTimersByTimeAsync(17);
    }
    expect(granted).toBeGreaterThanOrEqual(100);
    expect(granted).toBeLessThanOrEqual(102);
  });

  it("spaces turns at a new rate once its share of the budget changes", async () => {
    const budget = createRequestBudget(10);
    const before = grantTimes(budget, 3);
    await vi.advanceTimersByTimeAsync(300);
    budget.setRate(5);
    const after = grantTimes(budget, 3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect([...before, ...after]).toEqual([0, 100, 200, 300, 500, 700]);
  });
});
