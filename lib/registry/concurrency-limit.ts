/**
 * At most `max` tasks run at once; later callers queue in arrival order. A caller waits at most
 * `waitMs` for its turn (its share of an overall deadline), then gets `onTimeout()`'s error and
 * never runs.
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

  function turn(waitMs: number, onTimeout: () => Error): Promise<void> {
    if (running < max) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(
        () => {
          queue.splice(queue.indexOf(start), 1);
          reject(onTimeout());
        },
        Math.max(0, waitMs),
      );
      queue.push(start);
    });
  }

  return async function run<T>(waitMs: number, onTimeout: () => Error, task: () => Promise<T>): Promise<T> {
    await turn(waitMs, onTimeout);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
