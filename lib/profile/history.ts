/** The fields by which the register marks an entry as no longer in force. */
interface HistoryLike {
  removed_on?: unknown;
  date_to?: unknown;
  resigned_on?: unknown;
  is_annulled?: unknown;
}

function isPast(value: unknown, now: number): boolean {
  if (typeof value !== "string" || value === "") return false;
  const time = Date.parse(value);
  // An end date that cannot be read still says the entry ended.
  return Number.isNaN(time) || time <= now;
}

export function isAnnulled(item: HistoryLike): boolean {
  return item.is_annulled === true;
}

/**
 * Whether an entry is former: removed from the register, ended (date_to / resigned_on
 * reached) or annulled. An end date in the future keeps the entry current until then.
 */
export function isFormer(item: HistoryLike, now: number = Date.now()): boolean {
  if (isAnnulled(item)) return true;
  if (item.removed_on !== null && item.removed_on !== undefined && item.removed_on !== "") return true;
  return isPast(item.date_to, now) || isPast(item.resigned_on, now);
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
