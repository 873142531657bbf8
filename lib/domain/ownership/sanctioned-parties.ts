import { isFormer } from "@/lib/domain/profile/history";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { partyKey } from "./party-key";

/** Whether a party is named by sanctions in force, or only by ones that have ended. */
export type SanctionedState = "current" | "former";

/**
 * The persons and entities a record's sanctions name (directly or indirectly related), by the key the
 * ownership determination matches holders by: in force wins over ended for one party.
 */
export function sanctionedParties(record: LegalEntity, now: number): Map<string, SanctionedState> {
  const named = new Map<string, SanctionedState>();
  const s = record.Sanctions;
  for (const entry of [...(s?.directly_related_sanctions ?? []), ...(s?.indirectly_related_sanctions ?? [])]) {
    const key = partyKey(entry);
    if (key === null) continue;
    if (!isFormer(entry, now)) named.set(key, "current");
    else if (!named.has(key)) named.set(key, "former");
  }
  return named;
}
