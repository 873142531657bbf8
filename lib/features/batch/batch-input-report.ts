import * as z from "zod/mini";

/**
 * What was understood of a batch's list besides its numbers (see parsePastedList), as the preview shows it and
 * the batch keeps it.
 */
export const batchInputReportSchema = z.object({
  /** Entries repeating a number already listed: looked up once. */
  duplicates: z.number(),
  /** Entries that are not 11 digits: reported, never sent. `problem` is in the language of whoever sent the list. */
  invalid: z.array(z.object({ line: z.number(), value: z.string(), problem: z.string() })),
  /** Numbers failing the advisory check digit: still sent, as the registry may know them. */
  checkDigitWarnings: z.array(z.string()),
  /** Non-empty entries read. */
  entries: z.number(),
  /** For a CSV: the header of the column the numbers were read from, when it has one. */
  column: z.optional(z.string()),
  /** For a CSV: the 1-based position of that column. */
  columnPosition: z.optional(z.number()),
});

export type BatchInputReport = z.infer<typeof batchInputReportSchema>;
