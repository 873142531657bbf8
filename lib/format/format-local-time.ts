/**
 * A moment in the reader's own zone, written as the app writes its UTC times ("YYYY-MM-DD HH:MM", then the
 * zone), so the two read alike side by side; null where the zone is UTC itself, which would only repeat it.
 * The zone is the reader's unless given (tests).
 */
export function formatLocalTime(value: Date, timeZone?: string): string | null {
  const parts = new Intl.DateTimeFormat("en", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "shortOffset",
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const zone = part("timeZoneName");
  if (/^(GMT|UTC)([+-]0)?$/.test(zone)) return null;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${zone}`;
}
