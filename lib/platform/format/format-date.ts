import type { Locale } from "@/lib/platform/i18n/locales";

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar date of a registry timestamp, never ambiguous: YYYY-MM-DD (ISO 8601) in English and in
 * files, DD.MM.YYYY in Latvian; "" when there is none. The registry sends UTC timestamps; the date part
 * is taken as sent, so no time zone can shift the day.
 */
export function formatDate(value: string | null | undefined, locale: Locale = "en"): string {
  const match = value ? DAY.exec(value) : null;
  if (!match) return "";
  const [, year, month, day] = match;
  return locale === "lv" ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;
}
