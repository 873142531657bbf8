/** The fields by which the register marks an entry as no longer in force. */
interface HistoryLike {
  removed_on?: unknown;
  date_to?: unknown;
  resigned_on?: unknown;
  is_annulled?: unknown;
}

/** Whether a date the register gives has come by `now`; a date it cannot read counts as come. */
export function isPast(value: unknown, now: number): boolean {
  if (typeof value !== "string" || value === "") return false;
  const time = Date.parse(value);
  // An end date that cannot be read still says the entry ended.
  return Number.isNaN(time) || time <= now;
}

export function isAnnulled(item: HistoryLike): boolean {
  return item.is_annulled === true;
}

/**
 * Whether an entry is former: annulled, or removed from the register, ended or resigned by now.
 * A date still ahead, a removal as much as an end, keeps the entry current until then: a procuration
 * granted until next year is in force today.
 */
export function isFormer(item: HistoryLike, now: number = Date.now()): boolean {
  if (isAnnulled(item)) return true;
  return isPast(item.removed_on, now) || isPast(item.date_to, now) || isPast(item.resigned_on, now);
}

/** The date an entry stopped being in force, as the register states it: removed, ended or resigned. */
export function endedOn(item: HistoryLike): string | null {
  const end = [item.removed_on, item.date_to, item.resigned_on].find((v) => typeof v === "string" && v !== "");
  return typeof end === "string" ? end : null;
}

export function splitCurrentFormer<T extends object>(items: readonly T[], now: number = Date.now()) {
  const current: T[] = [];
  const former: T[] = [];
  for (const item of items) (isFormer(item, now) ? former : current).push(item);
  return { current, former };
}
