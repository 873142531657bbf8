import { type Release, SlotQueue } from "./slot-queue";

/** How long a caller may wait for its turn, and the error it gets when that passes. */
export interface TurnDeadline {
  waitMs: number;
  onTimeout: () => Error;
}

/**
 * At most `max` tasks run at once; later callers queue in arrival order, and each gets its own task's
 * outcome. With a `deadline` (its share of an overall one), a caller waits at most that long for its
 * turn, then gets `onTimeout()`'s error and never runs; without one it waits as long as the queue takes.
 * The slots are a SlotQueue's, its queue unbounded and without holders: this adds the task and the deadline.
 */
export function concurrencyLimit(max: number) {
  const slots = new SlotQueue({ concurrency: max, queue: Number.POSITIVE_INFINITY });

  async function turn(deadline?: TurnDeadline): Promise<Release> {
    // An unbounded queue always takes another waiter.
    if (!deadline) return slots.acquire()!;
    const late = new AbortController();
    const timer = setTimeout(() => late.abort(deadline.onTimeout()), Math.max(0, deadline.waitMs));
    try {
      return await slots.acquire(late.signal)!;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function run<T>(task: () => Promise<T>, deadline?: TurnDeadline): Promise<T> {
    const release = await turn(deadline);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
