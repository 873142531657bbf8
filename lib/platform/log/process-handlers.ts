import { logger } from "./logger";

let registered = false;

/**
 * Logs unhandled rejections as structured errors instead of letting them end the process.
 * Idempotent: call once at start-up (instrumentation register()).
 */
export function registerProcessHandlers(): void {
  if (registered) return;
  registered = true;
  process.on("unhandledRejection", (reason) => {
    logger.error({ event: "unhandledRejection", err: reason instanceof Error ? reason : new Error(String(reason)) });
  });
}
