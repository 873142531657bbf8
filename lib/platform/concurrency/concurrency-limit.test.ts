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
