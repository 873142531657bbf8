/** Elements beyond which a report is long: the large demo entity's has about 290,000, a typical one 6,000. */
export const LONG_REPORT_ELEMENTS = 100_000;

/**
 * Elements in each part of a long report. Chromium's memory while printing grows with the document (the
 * large entity's report in one piece took 3.5 GB), while two parts of this size printing at once stay
 * near 1.2 GB; larger parts leave fewer part ends (each may leave a page part empty).
 */
export const PART_ELEMENTS = 45_000;

export type PrintPlan = { scale: number; partElements?: number };

/**
 * How the server prints a report of `elements` elements. Chromium lays a page out for paper at 4/3 of its
 * width and, when anything is wider still, lays the whole document out again wider and shrinks it onto
 * the page. A long report came out at three quarters that way (the large entity's on 398 pages), so it is
 * printed at three quarters from the start, one layout fewer; and in parts, for memory and to use both
 * cores. Shorter reports print whole at full size (a typical one fits the paper as laid out).
 */
export function printPlan(elements: number): PrintPlan {
  return elements > LONG_REPORT_ELEMENTS ? { scale: 0.75, partElements: PART_ELEMENTS } : { scale: 1 };
}
