export interface SlotQueueOptions {
  /** How many holders at once. */
  concurrency: number;
  /** How many may wait for a slot; beyond that, acquire refuses at once. */
  queue: number;
}

export type Release = () => void;

interface Waiter {
  holder: string | undefined;
  grant: (release: Release) => void;
}

/**
 * A counting semaphore with a bounded queue. acquire() answers a promise of the release function, or
 * undefined when every slot and queue place is taken, so the caller can refuse at once instead of
 * piling up work.
 *
 * Callers that name a holder (a user) share it: one holder may take all slots but one and half the
 * queue (at least one of each), and a freed slot goes to the waiting holder served longest ago, so one
 * user's many requests cannot keep another's out.
 */
export class SlotQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly held = new Map<string, number>();
  /** When each holder with a slot or a place in the queue was last granted one (a grant count); absent: never. */
  private readonly lastGrant = new Map<string, number>();
  private grants = 0;

  constructor(private readonly options: SlotQueueOptions) {}

  acquire(signal?: AbortSignal, holder?: string): Promise<Release> | undefined {
    if (this.active < this.options.concurrency && this.mayHold(holder)) {
      this.take(holder);
      return Promise.resolve(this.releaser(holder));
    }
    if (this.waiting.length >= this.options.queue || !this.mayWait(holder)) return undefined;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        holder,
        grant: (release) => {
          signal?.removeEventListener("abort", abandon);
          resolve(release);
        },
      };
      // A waiter that gives up (the client went away) leaves its place to the next.
      const abandon = () => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        this.forget(holder);
        reject(signal?.reason);
      };
      this.waiting.push(waiter);
      signal?.addEventListener("abort", abandon, { once: true });
    });
  }

  /** Slots held and callers waiting, for logs and tests. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  private mayHold(holder: string | undefined): boolean {
    if (holder === undefined) return true;
    return (this.held.get(holder) ?? 0) < Math.max(1, this.options.concurrency - 1);
  }

  private mayWait(holder: string | undefined): boolean {
    if (holder === undefined) return true;
    const waiting = this.waiting.filter((w) => w.holder === holder).length;
    return waiting < Math.max(1, Math.floor(this.options.queue / 2));
  }

  private take(holder: string | undefined): void {
    this.active++;
    if (holder === undefined) return;
    this.held.set(holder, (this.held.get(holder) ?? 0) + 1);
    this.lastGrant.set(holder, ++this.grants);
  }

  /** Drops what is kept of a holder that neither holds a slot nor waits, so the maps stay as small as the queue. */
  private forget(holder: string | undefined): void {
    if (holder === undefined || this.held.has(holder) || this.waiting.some((w) => w.holder === holder)) return;
    this.lastGrant.delete(holder);
  }

  /** The waiter to serve next: among those whose holder may take another slot, the one served longest ago. */
  private next(): Waiter | undefined {
    let best: Waiter | undefined;
    let bestSince = -1;
    for (const waiter of this.waiting) {
      if (!this.mayHold(waiter.holder)) continue;
      const since = waiter.holder === undefined ? -1 : (this.lastGrant.get(waiter.holder) ?? -1);
      if (!best || since < bestSince) [best, bestSince] = [waiter, since];
      // None comes before one never served: the first such waiter is next, however long the queue.
      if (bestSince === -1) break;
    }
    return best;
  }

  private releaser(holder: string | undefined): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      if (holder !== undefined) {
        const left = (this.held.get(holder) ?? 1) - 1;
        if (left > 0) this.held.set(holder, left);
        else this.held.delete(holder);
      }
      // The slot passes straight to the next waiter, so active never drops below what is running.
      const next = this.next();
      if (next) {
        this.waiting.splice(this.waiting.indexOf(next), 1);
        this.take(next.holder);
        next.grant(this.releaser(next.holder));
      }
      this.forget(holder);
    };
  }
}
