import * as z from "zod/mini";
import { isRegcode } from "@/lib/registry/regcode/regcode";

export const MAX_RECENT_LOOKUPS = 8;

const recentLookupSchema = z.object({
  regcode: z.string().check(z.refine(isRegcode)),
  name: z.optional(z.string()),
});

export type RecentLookup = z.infer<typeof recentLookupSchema>;

/**
 * Reads the stored list; anything unreadable (another version, a hand edit) counts as no history
 * rather than breaking the search page. Bad entries are dropped one by one.
 */
export function parseRecentLookups(stored: string | null): RecentLookup[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((item) => {
      const parsed = recentLookupSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, MAX_RECENT_LOOKUPS);
}

/** Puts a lookup first, keeping a name learnt earlier when this one comes without. */
export function addRecentLookup(list: RecentLookup[], lookup: RecentLookup): RecentLookup[] {
  const earlier = list.find((item) => item.regcode === lookup.regcode);
  const name = lookup.name ?? earlier?.name;
  const entry: RecentLookup = name ? { regcode: lookup.regcode, name } : { regcode: lookup.regcode };
  return [entry, ...list.filter((item) => item.regcode !== lookup.regcode)].slice(0, MAX_RECENT_LOOKUPS);
}
