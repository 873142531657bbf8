/** Rows a list needs before fields it repeats on every row are stated once: in a short list they read better in place. */
export const SAME_ON_EVERY_ROW_MIN_ROWS = 10;

/**
 * The fields among `keys` that every one of `rows` has, with the same value (compared as JSON), when there
 * are at least SAME_ON_EVERY_ROW_MIN_ROWS rows: a list shown whole states them once, above its rows. A
 * large entity's officers each repeat the entity's own id and the same empty notes, a line of every row.
 */
export function sameOnEveryRow(rows: readonly Record<string, unknown>[], keys: readonly string[]): string[] {
  if (rows.length < SAME_ON_EVERY_ROW_MIN_ROWS) return [];
  const [first, ...rest] = rows;
  return keys.filter((key) => {
    if (!first || !Object.hasOwn(first, key)) return false;
    const value = JSON.stringify(first[key]);
    return rest.every((row) => Object.hasOwn(row, key) && JSON.stringify(row[key]) === value);
  });
}
