/** Who is waiting to send: an analyst's request (served first) or background work (monitor checks, batches). */
export type RequestPriority = "interactive" | "background";

export interface RequestBudget {
  /**
   * Waits for a turn to send one request to the registry. Analysts' requests take turns before
   * background work's. With `waitMs`, gives up after that long with `onTimeout()`'s error; without it,
   * waits as long as the queue takes.
   */
  take(priority: RequestPriority, waitMs?: number, onTimeout?: () => Error): Promise<void>;
  /** The registry asked us to slow down: nobody is sent before `ms` from now. */
  pause(ms: number): void;
  /** How much longer the registry's last request to slow down holds everyone back (0 when it does not). */
  pausedFor(): number;
  /** This process's share of the budget changed (instances came or went): turns are spaced anew from now. */
  setRate(ratePerSecond: number): void;
}

interface Waiter {
  grant: () => void;
}

// How late a timer may fire on a busy machine and still have its turns made up.
const LATE_TIMER_MS = 50;

/**
 * One budget of requests per second for everything the app sends to the registry, spaced evenly
 * (one turn every 1/rate seconds), so no burst goes far beyond what the registry allows. Turns a
 * late timer delayed are made up, so the achieved rate stays at the budget under load.
 */
export function createRequestBudget(ratePerSecond: number, now: () => number = Date.now): RequestBudget {
  let interval = 1000 / ratePerSecond;
  let slack = Math.max(interval, LATE_TIMER_MS);
  let nextAt = Number.NEGATIVE_INFINITY;
  let pausedUntil = Number.NEGATIVE_INFINITY;
  const queues: Record<RequestPriority, Waiter[]> = { interactive: [], background: [] };
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(delayMs: number): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      serve();
    }, delayMs);
  }

  function serve(): void {
    for (;;) {
      const queue = queues.interactive.length > 0 ? queues.interactive : queues.background;
      if (queue.length === 0) return;
      const t = now();
      if (t < nextAt) return schedule(nextAt - t);
      // Served late by a busy timer: turns keep their schedule, so the rate holds; after a quiet spell it starts afresh.
      nextAt = (t - nextAt < slack ? nextAt : t) + interval;
      queue.shift()?.grant();
    }
  }

  return {
    take(priority, waitMs, onTimeout) {
      return new Promise<void>((resolve, reject) => {
        let expiry: ReturnType<typeof setTimeout> | undefined;
        const waiter: Waiter = {
          grant() {
            if (expiry) clearTimeout(expiry);
            resolve();
          },
        };
        if (waitMs !== undefined) {
          expiry = setTimeout(
            () => {
              const queue = queues[priority];
              queue.splice(queue.indexOf(waiter), 1);
              reject(onTimeout?.() ?? new Error("no turn to call the registry in time"));
            },
            Math.max(0, waitMs),
          );
        }
        queues[priority].push(waiter);
        if (!timer) serve();
      });
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, now() + ms);
      nextAt = Math.max(nextAt, pausedUntil);
      if (queues.interactive.length + queues.background.length > 0) schedule(nextAt - now());
    },
    pausedFor() {
      return Math.max(0, pausedUntil - now());
    },
    setRate(rate) {
      interval = 1000 / rate;
      slack = Math.max(interval, LATE_TIMER_MS);
    },
  };
}
