import { memoByObject } from "@/lib/cache/memo-by-object";
import { buildTimeline } from "./build-timeline";

/** The history of a record, built once per retrieval and shared by the page, its API and exports. */
export const timelineOf = memoByObject(buildTimeline);
