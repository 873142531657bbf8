import { processWide } from "@/lib/platform/concurrency/process-wide";

// One per process: proxy.ts and apiGate note requests, jobs in instrumentation wait on them.
const activity = processWide("interactive-activity", () => ({ lastAt: Number.NEGATIVE_INFINITY }));

/** An analyst's request arrived (a page or an API call): background work gives way for a moment. */
export function noteInteractive(now: number = Date.now()): void {
  activity.lastAt = now;
}

/**
 * Waits until no analyst request has arrived for `quietMs`, or `maxWaitMs` at most, so background work
 * (batch rows, monitor checks) leaves this process's CPU and database to analysts while they are busy,
 * and still moves on under constant use.
 */
export async function untilQuiet(quietMs = 300, maxWaitMs = 1_000): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const now = Date.now();
    const quietAt = activity.lastAt + quietMs;
    if (now >= quietAt || now >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(quietAt, deadline) - now));
  }
}
