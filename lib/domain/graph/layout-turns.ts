import { AppError } from "@/lib/platform/errors/app-error";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { type Release, SlotQueue } from "@/lib/platform/concurrency/slot-queue";

/** A layout usually ends within seconds: by then the viewer's turn has likely come free. */
const BUSY_RETRY_AFTER_SECONDS = 3;

/**
 * Each viewer's layouts: one running and one waiting (the drawing they asked for last). A queue per viewer, not
 * one shared by holders: viewers are not bounded together here, the worker pool's queue does that (elk-pool.ts).
 */
const turns = processWide("layout-turns", () => new Map<string, SlotQueue>());

/**
 * Waits for `viewer`'s turn to lay out a drawing: one at a time per viewer, so no single user fills the
 * layout workers. A second request waits for the first; a third meanwhile is refused with 429.
 */
export async function layoutTurn(viewer: string): Promise<Release> {
  let queue = turns.get(viewer);
  if (!queue) {
    queue = new SlotQueue({ concurrency: 1, queue: 1 });
    turns.set(viewer, queue);
  }
  const waiting = queue.acquire();
  if (!waiting) throw new AppError("rate_limited", "graphLayoutBusy", { retryAfter: BUSY_RETRY_AFTER_SECONDS });
  const release = await waiting;
  const own = queue;
  return () => {
    release();
    // Viewers with nothing running leave no entry behind.
    if (own.load.active === 0 && own.load.waiting === 0 && turns.get(viewer) === own) turns.delete(viewer);
  };
}
