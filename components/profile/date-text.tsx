import { formatDate } from "@/lib/platform/format/format-date";
import type { Locale } from "@/lib/platform/i18n/locales";

/** The registry's way of writing a plain date. */
const MIDNIGHT_UTC = /T00:00:00(\.0+)?Z$/;

/** A registry timestamp shown as a date in the page's language, the exact value kept in dateTime. */
export function DateText({ value, locale }: { value: string | null | undefined; locale: Locale }) {
  const date = formatDate(value, locale);
  if (!value || !date) return <Missing />;
  return (
    // The exact value is in dateTime; the title shows it on hover only when it says more than the date.
    <time dateTime={value} title={MIDNIGHT_UTC.test(value) ? undefined : value}>
      {date}
    </time>
  );
}

/**
 * A registry timestamp as plain text where the date says all of it (the registry's midnight UTC), for a line of
 * text under a table row; null for a time of day.
 */
export function plainDate(value: string, locale: Locale): string | null {
  const date = formatDate(value, locale);
  return date && MIDNIGHT_UTC.test(value) ? date : null;
}

/**
 * A plain date (see plainDate) in a cell of a table shown whole: a report holds thousands, and the full
 * timestamp in each one's dateTime was a fifth of a row. Still a time element, so it keeps its digits on one
 * line; its dateTime only when the words are not already the date as a machine reads it (2004-03-15). Null for
 * any other value, which the cell shows as the profile does.
 */
export function dateCell(value: unknown, locale: Locale): React.ReactElement | null {
  const date = typeof value === "string" ? plainDate(value, locale) : null;
  if (typeof value !== "string" || date === null) return null;
  const day = value.slice(0, 10);
  return <time dateTime={date === day ? undefined : day}>{date}</time>;
}

export function Missing() {
  return <span className="text-slate-500">—</span>;
}
