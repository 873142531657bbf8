import { LruMap } from "@/lib/platform/cache/lru-map";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import type { GraphLayout } from "./layout-types";

/** Drawings kept: with keys canonical (entity-layout.ts) and this bound, no query string can grow the cache. */
export const MAX_LAYOUTS = 200;

/**
 * Layouts by retrieval and view: the page, its reloads, shared links and the layout API draw a
 * retrieval's graph once per view instead of on every render. A pending layout is shared too, so
 * simultaneous requests wait for one computation. One per process: pages and route handlers both draw.
 */
const store = processWide("layout-cache", () => new LruMap<string, Promise<GraphLayout>>({ maxEntries: MAX_LAYOUTS }));

/** Whether a layout for `cacheKey` is cached or under way. */
export const hasCachedLayout = (cacheKey: string): boolean => store.has(cacheKey);

export function cachedLayout(cacheKey: string, compute: () => Promise<GraphLayout>): Promise<GraphLayout> {
  const hit = store.get(cacheKey);
  if (hit) return hit;
  const pending = compute();
  store.set(cacheKey, pending);
  // A failed layout, or one that ran out of time or found the server busy (both passing), is tried afresh next time.
  const forget = () => store.peek(cacheKey) === pending && store.delete(cacheKey);
  pending.then(
    (layout) => (layout.undrawn?.reason === "time" || layout.undrawn?.reason === "busy") && forget(),
    forget,
  );
  return pending;
}
