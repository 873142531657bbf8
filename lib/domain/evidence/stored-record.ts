import type { Database } from "@/lib/platform/db/database";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { loadSnapshot } from "./load-snapshot";
import { storedResult } from "./stored-result";

/** The record in the stored copy with this hash, read as a registry answer is; null when none was kept. */
export async function storedRecord(db: Database, regcode: string, sha256: string): Promise<LegalEntity | null> {
  const snapshot = await loadSnapshot(db, regcode, sha256);
  return snapshot ? storedResult(regcode, snapshot).record : null;
}
