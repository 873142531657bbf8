/** The most characters of one value a report prints: far beyond any real name or address. */
export const PRINT_MAX_CHARS = 1_000;

/**
 * A copy of `value` with every string longer than `max` characters cut to `max`, followed by `note(more)`
 * (how many were left out). A single value of hundreds of kB took a PDF minutes to lay out and said nothing
 * a reader could use; the whole value stays in the record's stored bytes.
 */
export function cutLongValues<T>(value: T, max: number, note: (more: number) => string): T {
  return cut(value, max, note) as T;
}

function cut(value: unknown, max: number, note: (more: number) => string): unknown {
  if (typeof value === "string") {
    if (value.length <= max) return value;
    // Never half of a surrogate pair.
    const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
    const kept = value.slice(0, end);
    return `${kept}${note(value.length - kept.length)}`;
  }
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const shown = cut(item, max, note);
      if (shown !== item) changed = true;
      return shown;
    });
    return changed ? items : value;
  }
  if (typeof value === "object" && value !== null) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const shown = cut(item, max, note);
      if (shown !== item) changed = true;
      return [key, shown] as const;
    });
    // Unchanged records stay the very same objects, so what is memoised per record still applies.
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}
