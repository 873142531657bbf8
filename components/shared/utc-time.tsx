import { formatUtcTime } from "@/lib/platform/format/format-utc-time";

/** A retrieval time as the audit trail writes it (UTC), with the exact ISO time machine-readable. */
export function UtcTime({ value }: { value: Date | string }) {
  return <time dateTime={typeof value === "string" ? value : value.toISOString()}>{formatUtcTime(value)}</time>;
}
