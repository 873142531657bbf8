/** Elements beyond which a report is long: the large demo entity's has about 290,000, a typical one 6,000. */
export const LONG_REPORT_ELEMENTS = 100_000;

/**
 * The scale the server prints a report at. Chromium lays a page out for paper at 4/3 of its width and,
 * when anything is wider still, lays the whole document out again wider and shrinks it onto the page. A
 * long report came out at three quarters that way (the large entity's on 398 pages either way), so it is
 * printed at three quarters from the start: the same pages, one layout of hundreds of pages fewer, a
 * quarter less time. Shorter reports keep their full size (a typical one fits the paper as laid out).
 */
export function printScale(elements: number): number {
  return elements > LONG_REPORT_ELEMENTS ? 0.75 : 1;
}
