import type { Database } from "@/lib/platform/db/database";
import { and, eq } from "drizzle-orm";
import { retrievals } from "@/lib/platform/db/schema/evidence";

/** Whether a retrieval of this number with these bytes is stored, without reading the bytes. */
export async function hasRetrieval(db: Database, regcode: string, sha256: string): Promise<boolean> {
  const [row] = await db
    .select({ id: retrievals.id })
    .from(retrievals)
    .where(and(eq(retrievals.regcode, regcode), eq(retrievals.sha256, sha256)))
    .limit(1);
  return row !== undefined;
}
