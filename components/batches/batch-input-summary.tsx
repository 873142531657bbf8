import { useTranslations } from "next-intl";
import type { BatchInputReport } from "@/lib/features/batch/batch-input-report";

/** Entries and numbers a screen lists before it only counts the rest; paper lists them all. */
const ON_SCREEN = 50;

/**
 * What was understood of a list: the numbers to screen, the duplicates, every entry never sent with its line
 * and why, and the numbers failing the check digit. Shown before a batch runs and kept on it and its printed
 * summary after, so nobody takes the numbers screened for the whole list.
 */
export function BatchInputSummary({
  report,
  numbers,
  heading,
  headingId,
  ran = false,
  whole = false,
}: {
  report: BatchInputReport;
  /** How many numbers the list gave to look up. */
  numbers: number;
  heading: string;
  headingId: string;
  /** Said of a batch once started: the numbers it screens (its status says how far it got), the entries never sent. */
  ran?: boolean;
  /** Every entry and number listed (on paper); on screen the first ones, the rest counted. */
  whole?: boolean;
}) {
  const t = useTranslations("monitoring.batch.form");
  // The column a CSV's numbers were read from: its header, else its position.
  const position = report.columnPosition;
  const readFrom = report.column ?? (position === undefined ? undefined : t("columnNumber", { position }));
  const shown = <T,>(items: readonly T[]) => (whole ? items : items.slice(0, ON_SCREEN));
  const more = (count: number) => !whole && count > ON_SCREEN && <li>{t("more", { count: count - ON_SCREEN })}</li>;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded border border-slate-300 bg-slate-50 p-3">
      <h2 id={headingId} className="font-semibold">
        {heading}
      </h2>
      <ul className="list-inside list-disc text-sm">
        <li>
          {readFrom === undefined
            ? t(ran ? "numbersListed" : "numbersToLookUp", { count: numbers })
            : t(ran ? "numbersFromColumnListed" : "numbersFromColumn", { count: numbers, column: readFrom })}
        </li>
        <li>{t("duplicates", { count: report.duplicates })}</li>
        <li>{t("invalid", { count: report.invalid.length })}</li>
        <li>{t("checkDigit", { count: report.checkDigitWarnings.length })}</li>
      </ul>
      {report.invalid.length > 0 && (
        <ul aria-label={t(ran ? "neverSent" : "notSent")} className="text-sm">
          {shown(report.invalid).map((entry, i) => (
            <li key={i}>
              {t("invalidEntry", { line: String(entry.line), value: entry.value, problem: entry.problem })}
            </li>
          ))}
          {more(report.invalid.length)}
        </ul>
      )}
      {report.checkDigitWarnings.length > 0 && (
        <ul aria-label={t("checkDigitListed")} className="text-sm">
          <li>
            {t.rich("checkDigitNumbers", {
              numbers: () => <span className="font-mono">{shown(report.checkDigitWarnings).join(", ")}</span>,
            })}
          </li>
          {more(report.checkDigitWarnings.length)}
        </ul>
      )}
    </section>
  );
}
