import type { Database } from "@/lib/platform/db/database";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants } from "node:zlib";
import { eq } from "drizzle-orm";
import { recordBlobs, retrievals } from "@/lib/platform/db/schema/evidence";

export interface RetrievalToStore {
  regcode: string;
  /** The exact bytes the registry answered with. */
  bytes: Uint8Array;
  /** SHA-256 (hex) of `bytes`, as the registry client computed it. */
  sha256: string;
  retrievedAt: Date;
  /** The address the record was requested from. */
  url: string;
  /** The credential's name, when the registry states it. */
  credential: string | null;
  /** The user whose action caused the lookup; null for the app itself. */
  actor: string | null;
  /** Why the record was fetched (see LookupReason). */
  reason: string;
}

// Records are JSON text: a middling quality compresses them well at a fraction of the best level's time.
const BROTLI_QUALITY = 5;

/**
 * Keeps one registry answer as evidence: its bytes once per SHA-256 (an identical answer adds no
 * copy), and always a retrieval row saying when, from where, with which credential and for whom.
 * Bytes whose hash is not the stated one are refused, so a stored copy is always what its hash says.
 */
export async function storeRetrieval(db: Database, retrieval: RetrievalToStore): Promise<{ id: number }> {
  const { bytes, sha256 } = retrieval;
  if (createHash("sha256").update(bytes).digest("hex") !== sha256)
    throw new Error(`The bytes to store for ${retrieval.regcode} do not have the SHA-256 ${sha256}.`);
  // Compressing costs more than asking: an unchanged record's bytes are already kept.
  const [kept] = await db
    .select({ sha256: recordBlobs.sha256 })
    .from(recordBlobs)
    .where(eq(recordBlobs.sha256, sha256));
  if (!kept) {
    const compressed = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    // Another process may store the same bytes at the same moment: the first one stays.
    await db.insert(recordBlobs).values({ sha256, compressed, size: bytes.length }).onConflictDoNothing();
  }
  const [row] = await db
    .insert(retrievals)
    .values({
      regcode: retrieval.regcode,
      sha256,
      retrievedAt: retrieval.retrievedAt,
      url: retrieval.url,
      credential: retrieval.credential,
      userId: retrieval.actor,
      reason: retrieval.reason,
    })
    .returning({ id: retrievals.id });
  if (!row) throw new Error("The retrieval row was not written.");
  return row;
}
