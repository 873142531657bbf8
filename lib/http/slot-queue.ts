export interface SlotQueueOptions {
  /** How many holders at once. */
  concurrency: number;
  /** How many may wait for a slot; beyond that, acquire refuses at once. */
  queue: number;
}

export type Release = () => void;

/**
 * A counting semaphore with a bounded, first-come queue. acquire() answers a promise of the
 * release function, or undefined when every slot and queue place is taken, so the caller can
 * refuse at once instead of piling up work.
 */
export class SlotQueue {
  private active = 0;
  private readonly waiting: Array<(release: Release) => void> = [];

  constructor(private readonly options: SlotQueueOptions) {}

  acquire(signal?: AbortSignal): Promise<Release> | undefined {
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.options.queue) return undefined;
    return new Promise((resolve, reject) => {
      const grant = (release: Release) => {
        signal?.removeEventListener("abort", abandon);
        resolve(release);
      };
      // A waiter that gives up (the client went away) leaves its place to the next.
      const abandon = () => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(signal?.reason);
      };
      this.waiting.push(grant);
      signal?.addEventListener("abort", abandon, { once: true });
    });
  }

  /** Slots held and callers waiting, for logs and tests. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the first waiter, so active never drops below what is running.
      const next = this.waiting.shift();
      if (next) next(this.releaser());
      else this.active--;
    };
  }
}
