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

export function Missing() {
  return <span className="text-slate-500">—</span>;
}
