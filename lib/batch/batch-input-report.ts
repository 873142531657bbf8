import * as z from "zod/mini";

/**
 * What was understood of a batch's list (see parsePastedList), as the preview shows it and the batch keeps
 * it: the numbers aside, the duplicates, the entries never sent with their lines, the check-digit warnings.
 */
export const batchInputReportSchema = z.object({
  duplicates: z.number(),
  invalid: z.array(z.object({ line: z.number(), value: z.string(), problem: z.string() })),
  checkDigitWarnings: z.array(z.string()),
  entries: z.number(),
  column: z.optional(z.string()),
  columnPosition: z.optional(z.number()),
});

export type BatchInputReport = z.infer<typeof batchInputReportSchema>;
