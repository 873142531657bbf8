import * as z from "zod/mini";

// Imported on the first answer to read, not with the page: the profile's forms then add no parser to its
// first load, and the analyst's click waits for it no longer than for the answer itself.

/** What "Check now" found. */
export const watchCheckAnswer = z.object({
  outcome: z.string(),
  alerts: z.array(z.object({ severity: z.enum(["high", "medium", "low"]) })),
});
export type WatchCheck = z.infer<typeof watchCheckAnswer>;
