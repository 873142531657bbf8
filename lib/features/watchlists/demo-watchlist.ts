import { count, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import { watchlists } from "@/lib/platform/db/schema/watchlists";
import { createWatchlist } from "./own-watchlists";
import { addToWatchlist } from "./watchlist-store";

// Showcase entities of the demo registry (dev/demo-registry/dataset; the product does not import the lab, so their
// numbers are written here). AS "Dziļās Ķēdes Demo" has six companies above it; the demo registry's next version of
// the second of them (POST /__demo/advance/40003870007) replaces a member by an EU-sanctioned person, which the
// structure watch tells as a high alert on the watched entity.
export const DEMO_WATCHED = ["40003850000"] as const;

/** The demo list's name: demo data, in English as the demo cases' purposes are. */
export const DEMO_WATCHLIST_NAME = "Demo: ownership structures";

export interface DemoWatchlistDeps {
  db: Database;
  /** The demo account that owns the list, by email; the list is shared with everyone. */
  owner: string;
  intervalMs: number;
  log: { info: (facts: object, message: string) => void };
  now?: () => Date;
}

/**
 * Demo mode's watchlist at the first start: the showcase entities whose structure changes upstream, on a list
 * every demo account sees, so a newcomer can advance the demo registry and watch the alert arrive. Only when no
 * watchlist exists yet. Answers how many entities it put on the list.
 */
export async function seedDemoWatchlist(deps: DemoWatchlistDeps): Promise<number> {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const [{ n }] = await db.select({ n: count() }).from(watchlists);
  if (n > 0) return 0;
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, deps.owner));
  if (!owner) throw new Error(`The demo account ${deps.owner} does not exist`);
  const list = await createWatchlist(db, owner.id, DEMO_WATCHLIST_NAME);
  await db.update(watchlists).set({ sharing: "everyone" }).where(eq(watchlists.id, list.id));
  for (const regcode of DEMO_WATCHED)
    await addToWatchlist(db, owner.id, { regcode, list: list.id }, now(), deps.intervalMs, "en");
  log.info({ event: "demo-watchlist", list: list.id, entities: DEMO_WATCHED.length }, "made the demo watchlist");
  return DEMO_WATCHED.length;
}
