const DAY_MS = 86_400_000;
const EPOCH_2000 = Date.UTC(2000, 0, 1);

/** Spec timestamp form `YYYY-MM-DDThh:mm:ssZ` from a calendar date and optional time. */
export function ts(date: string, time = "00:00:00"): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}Z`;
}

const midnights = new Map<number, string>();

/** Timestamp `days` after 2000-01-01, for generated histories (midnights are cached: the large entity reuses them). */
export function dayTs(days: number, secondOfDay = 0): string {
  const cached = secondOfDay === 0 ? midnights.get(days) : undefined;
  if (cached) return cached;
  const text = new Date(EPOCH_2000 + days * DAY_MS + secondOfDay * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
  if (secondOfDay === 0) midnights.set(days, text);
  return text;
}

/** `updated_at` of every demo record: fixed so output never depends on the clock. */
export const DATASET_UPDATED_AT = "2025-06-30T08:00:00Z";
