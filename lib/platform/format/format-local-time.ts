// One formatter per zone: a formatter is costly to make, and the retrievals table shows a time on every row.
const FORMATS = new Map<string | undefined, Intl.DateTimeFormat>();

function formatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "shortOffset",
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * A moment in the reader's own zone, written as the app writes its UTC times ("YYYY-MM-DD HH:MM:SS", then the
 * zone), so the two read alike side by side; null where the zone is UTC itself, which would only repeat it.
 * The zone is the reader's unless given (tests).
 */
export function formatLocalTime(value: Date, timeZone?: string): string | null {
  const parts = formatIn(timeZone).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const zone = part("timeZoneName");
  if (/^(GMT|UTC)([+-]0)?$/.test(zone)) return null;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")} ${zone}`;
}
