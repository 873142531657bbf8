import { memoByObject } from "@/lib/platform/cache/memo-by-object";
import { effectiveOwnership } from "./effective-ownership";

/**
 * A graph's ownership summary, worked out once per graph object (about 20 ms for the largest entity).
 * A cached record keeps its graph (graphOf), and the default view draws that same graph, so a large
 * profile's preview and its report's summary are one computation for as long as the record is cached.
 */
export const ownershipOf = memoByObject(effectiveOwnership);
