/** How long a caller may wait for its turn, and the error it gets when that passes. */
export interface TurnDeadline {
  waitMs: number;
  onTimeout: () => Error;
}

/**
 * At most `max` tasks run at once; later callers queue in arrival order, and each gets its own task's
 * outcome. With a `deadline` (its share of an overall one), a caller waits at most that long for its
 * turn, then gets `onTimeout()`'s error and never runs; without one it waits as long as the queue takes.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const queue: (() => void)[] = [];

  function release(): void {
    const next = queue.shift();
    // The slot passes straight to the next caller, so `running` stays as it is.
    if (next) next();
    else running--;
  }

  function turn(deadline?: TurnDeadline): Promise<void> {
    if (running < max) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        deadline &&
        setTimeout(
          () => {
            queue.splice(queue.indexOf(start), 1);
            reject(deadline.onTimeout());
          },
          Math.max(0, deadline.waitMs),
        );
      queue.push(start);
    });
  }

  return async function run<T>(task: () => Promise<T>, deadline?: TurnDeadline): Promise<T> {
    await turn(deadline);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
