import type { Database } from "@/lib/platform/db/database";
import { brotliDecompressSync } from "node:zlib";
import { and, desc, eq } from "drizzle-orm";
import { recordBlobs, retrievals } from "@/lib/platform/db/schema/evidence";

export interface Snapshot {
  /** The exact bytes the registry answered with. */
  bytes: Buffer;
  sha256: string;
  retrievedAt: Date;
  url: string;
  credential: string | null;
}

/** The stored answer with this hash for this number, as of its newest retrieval; null when none was kept. */
export async function loadSnapshot(db: Database, regcode: string, sha256: string): Promise<Snapshot | null> {
  const [row] = await db
    .select({
      compressed: recordBlobs.compressed,
      retrievedAt: retrievals.retrievedAt,
      url: retrievals.url,
      credential: retrievals.credential,
    })
    .from(retrievals)
    .innerJoin(recordBlobs, eq(recordBlobs.sha256, retrievals.sha256))
    .where(and(eq(retrievals.regcode, regcode), eq(retrievals.sha256, sha256)))
    .orderBy(desc(retrievals.retrievedAt), desc(retrievals.id))
    .limit(1);
  if (!row) return null;
  const { compressed, ...rest } = row;
  return { bytes: brotliDecompressSync(compressed), sha256, ...rest };
}
