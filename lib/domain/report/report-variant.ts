import { z } from "zod";
import { errorKey } from "@/lib/platform/errors/error-text";
import { parseInput } from "@/lib/platform/errors/input-error";

/** The query parameter naming the report's variant: the full report when absent. */
export const VARIANT_PARAM = "variant";
/** The summary's threshold, in percent of the entity: members holding at least this much are listed. */
export const MIN_SHARE_PARAM = "minShare";
/** The threshold when none is asked for: the usual first line of an ownership review. */
export const DEFAULT_MIN_SHARE = 10;

/** The summary's PDF, after the entity's number: "40003000001-report-summary.pdf". */
export const SUMMARY_PDF = "report-summary.pdf";

/** Which report is asked for: every row of the record, or its summary of a few pages. */
export type ReportVariant = { variant: "full" } | { variant: "summary"; minShare: number };

// A plain figure, as typed in an address: "10", "2.5". No sign, exponent or thousands mark.
const FIGURE = /^\d{1,3}(\.\d{1,4})?$/;

/** The report's variant parameters as an address sends them; every message names the parameter. */
export const reportVariantQuerySchema = z
  .object({
    [VARIANT_PARAM]: z.enum(["full", "summary"], { error: errorKey("reportVariant") }).optional(),
    [MIN_SHARE_PARAM]: z
      .string()
      .trim()
      .regex(FIGURE, { error: errorKey("reportMinShare") })
      .transform(Number)
      .refine((share) => share <= 100, { error: errorKey("reportMinShare") })
      .optional(),
  })
  // A threshold on the full report would be silently ignored: said at once instead.
  .refine((query) => query[MIN_SHARE_PARAM] === undefined || query[VARIANT_PARAM] === "summary", {
    error: errorKey("reportMinShareSummaryOnly"),
    path: [MIN_SHARE_PARAM],
  });

/** The variant an address asks for, or a 400 naming the parameter that does not parse. */
export function parseReportVariant(query: URLSearchParams): ReportVariant {
  const parsed = parseInput(reportVariantQuerySchema, {
    [VARIANT_PARAM]: query.get(VARIANT_PARAM) ?? undefined,
    [MIN_SHARE_PARAM]: query.get(MIN_SHARE_PARAM) ?? undefined,
  });
  return parsed[VARIANT_PARAM] === "summary"
    ? { variant: "summary", minShare: parsed[MIN_SHARE_PARAM] ?? DEFAULT_MIN_SHARE }
    : { variant: "full" };
}

/** The query parameters that ask for a variant: none for the full report. */
export function variantParams(variant: ReportVariant): [string, string][] {
  return variant.variant === "summary"
    ? [
        [VARIANT_PARAM, "summary"],
        [MIN_SHARE_PARAM, String(variant.minShare)],
      ]
    : [];
}

/** The summary's query, "?variant=summary&minShare=10", for a link to it. */
export function summarySearch(minShare: number = DEFAULT_MIN_SHARE): string {
  return `?${new URLSearchParams(variantParams({ variant: "summary", minShare }))}`;
}
