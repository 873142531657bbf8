import { createHash } from "node:crypto";

/** The first failed check is tried again after this long, doubling with each failure, never beyond the interval. */
const RETRY_AFTER_MS = 5 * 60_000;

/**
 * When a newly watched number is first checked: at a point of the interval fixed by the number itself,
 * so a list added at once is spread evenly over the interval instead of checked in one burst.
 */
export function firstCheckAt(regcode: string, now: Date, intervalMs: number): Date {
  const spread = createHash("sha256").update(regcode).digest().readUInt32BE(0) / 2 ** 32;
  return new Date(now.getTime() + Math.floor(spread * intervalMs));
}

/** After a check: a full interval on when it succeeded; after failures, sooner, backing off. */
export function nextCheckAt(now: Date, intervalMs: number, failures: number): Date {
  const wait = failures === 0 ? intervalMs : Math.min(intervalMs, RETRY_AFTER_MS * 2 ** (failures - 1));
  return new Date(now.getTime() + wait);
}
