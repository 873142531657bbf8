/**
 * The fields by which the register's lists mark an entry's end: its removal from the register, which most
 * lists carry (historyFields), and the end of its term, which each list names its own way (date_to on members,
 * statuses and measures; ended_on on liquidations, suspensions, prohibitions; resigned_on on officers).
 */
export const TERM_END_FIELDS = ["date_to", "ended_on", "resigned_on"] as const;
export const END_FIELDS = ["removed_on", ...TERM_END_FIELDS] as const;

export type EndField = (typeof END_FIELDS)[number];
/** An entry of any register list, read for its end only. */
export type Ending = { readonly [F in EndField]?: unknown };

export const isEndField = (key: string): key is EndField => (END_FIELDS as readonly string[]).includes(key);

/** Whether a date the register gives has come by `now`; a date it cannot read counts as come. */
export function isPast(value: unknown, now: number): boolean {
  if (typeof value !== "string" || value === "") return false;
  const time = Date.parse(value);
  // An end date that cannot be read still says the entry ended.
  return Number.isNaN(time) || time <= now;
}

function firstStated(entry: Ending, fields: readonly EndField[]): string | null {
  for (const field of fields) {
    const value = entry[field];
    if (typeof value === "string" && value !== "") return value;
  }
  return null;
}

/** The date an entry stopped being in force, as the register states it: removed, else its term ended. */
export function endedOn(entry: Ending): string | null {
  return firstStated(entry, END_FIELDS);
}

/** The end of an entry's term, whichever field its list names it by, apart from a removal from the register. */
export function termEndedOn(entry: Ending): string | null {
  return firstStated(entry, TERM_END_FIELDS);
}

/**
 * Whether an entry has ended by `now`: removed from the register or its term over. A date still ahead, a
 * removal as much as an end, keeps the entry in force until then: a procuration granted until next year is
 * in force today.
 */
export function hasEnded(entry: Ending, now: number): boolean {
  return END_FIELDS.some((field) => isPast(entry[field], now));
}
