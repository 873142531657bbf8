const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;

/**
 * The calendar date of a registry timestamp as YYYY-MM-DD, or "" when there is none.
 * The registry sends UTC timestamps; the date part is taken as sent, so no time zone can shift the day.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  return DATE_PREFIX.exec(value)?.[1] ?? "";
}
