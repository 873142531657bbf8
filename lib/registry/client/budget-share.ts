import { randomUUID } from "node:crypto";
import type { SharedKv } from "@/lib/platform/redis/shared-kv";
import type { RequestBudget } from "./request-budget";

const BEAT_MS = 5_000;

export interface BudgetShareOptions {
  /** REGISTRY_MAX_RPS: what the registry allows this credential, all instances together. */
  totalRps: number;
  /** The set of live instances using this credential. */
  key: string;
  /** How often an instance says it is alive; one not heard from for three beats has stopped. */
  beatMs?: number;
  now?: () => number;
}

/**
 * Keeps this instance's budget at its share of the registry's: every 5 s it says it is alive and sets
 * its rate to the total divided by the instances alive (those heard from in the last 15 s). While Redis
 * cannot be asked, the last share stands. Returns a function that stops the beats.
 */
export function shareBudget(budget: RequestBudget, kv: SharedKv, options: BudgetShareOptions): () => void {
  const now = options.now ?? Date.now;
  const beatMs = options.beatMs ?? BEAT_MS;
  const member = randomUUID();
  let instances = 1;
  const beat = async () => {
    const alive = await kv.noteTime(options.key, member, now(), 3 * beatMs).then(
      (times) => times.length,
      () => instances,
    );
    if (alive !== instances) {
      instances = Math.max(1, alive);
      budget.setRate(options.totalRps / instances);
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), beatMs);
  // Never what keeps a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
}
