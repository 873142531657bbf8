import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import type { RequestPriority } from "./request-budget";

// One per process: jobs run in instrumentation's module graph, the registry client may come from a route's.
const storage = processWide("request-priority", () => new AsyncLocalStorage<RequestPriority>());

/** Runs `work` with its registry requests taking their turns behind analysts' (monitor checks, batches). */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return storage.run("background", work);
}

/** The priority of the registry requests made from here: interactive unless inside `inBackground`. */
export function requestPriority(): RequestPriority {
  return storage.getStore() ?? "interactive";
}
