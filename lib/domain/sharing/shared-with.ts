import type { Database } from "@/lib/platform/db/database";
import { asc, eq, inArray } from "drizzle-orm";
import { user } from "@/lib/platform/db/schema/auth";
import { SHAREABLE, type Shareable } from "./visible-to";

/**
 * The email addresses of the colleagues each of these watchlists or batches is named to, by id: its owner's
 * share form shows them, so a reload neither hides who can see it nor asks for them again.
 */
export async function sharedWith(
  db: Database,
  kind: Shareable,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const shares = SHAREABLE[kind];
  const rows = await db
    .select({ id: shares.of, email: user.email })
    .from(shares.shares)
    .innerJoin(user, eq(user.id, shares.userId))
    .where(inArray(shares.of, [...ids]))
    .orderBy(asc(user.email));
  for (const row of rows) byId.get(row.id)?.push(row.email);
  return byId;
}
