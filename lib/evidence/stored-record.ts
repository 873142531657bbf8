import type { AuditDb } from "@/lib/audit/append-audit-event";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { loadSnapshot } from "./load-snapshot";
import { storedResult } from "./stored-result";

/** The record in the stored copy with this hash, read as a registry answer is; null when none was kept. */
export async function storedRecord(db: AuditDb, regcode: string, sha256: string): Promise<LegalEntity | null> {
  const snapshot = await loadSnapshot(db, regcode, sha256);
  return snapshot ? storedResult(regcode, snapshot).record : null;
}
