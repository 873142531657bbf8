import { expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it("runs at most `max` tasks at once, in the order given, each caller getting its own outcome", async () => {
  const slots = concurrencyLimit(2);
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  const task = (n: number) => () =>
    new Promise<number>((resolve, reject) => {
      started.push(n);
      finish.set(n, () => (n === 3 ? reject(new Error("three failed")) : resolve(n * 10)));
    });
  const outcomes = [1, 2, 3, 4].map((n) => slots(task(n)).catch((error: Error) => error.message));
  await tick();
  expect(started).toEqual([1, 2]);
  finish.get(2)?.();
  await tick();
  expect(started).toEqual([1, 2, 3]);
  finish.get(3)?.();
  await tick();
  expect(started).toEqual([1, 2, 3, 4]);
  finish.get(1)?.();
  finish.get(4)?.();
  expect(await Promise.all(outcomes)).toEqual([10, 20, "three failed", 40]);
});

it("gives up on a caller whose deadline passes before its turn, which never runs, and serves the next", async () => {
  const slots = concurrencyLimit(1);
  let finishFirst = () => {};
  const first = slots(() => new Promise<void>((resolve) => (finishFirst = resolve)));
  let lateRan = false;
  const late = slots(
    async () => {
      lateRan = true;
    },
    { waitMs: 10, onTimeout: () => new Error("no turn in time") },
  );
  const next = slots(async () => "next");
  await expect(late).rejects.toThrow("no turn in time");
  finishFirst();
  await first;
  expect(await next).toBe("next");
  expect(lateRan).toBe(false);
});
