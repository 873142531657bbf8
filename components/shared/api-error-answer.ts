import * as z from "zod/mini";

// Imported on the first answer to read, not with the page: a form then adds no parser to its page's first
// load, and the analyst's click waits for it no longer than for the answer itself.

/** The app's error answer: its own words, in the viewer's language. */
export const apiErrorAnswer = z.object({ error: z.object({ message: z.string() }) });
