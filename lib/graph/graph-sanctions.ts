import { formatDate } from "@/lib/format/format-date";
import { humanizeCode } from "@/lib/format/humanize-code";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { EntitySanction } from "@/lib/registry/schemas/sanctions";
import type { GraphAccumulator } from "./graph-accumulator";
import { partyNode } from "./party-node";

export function sanctionNote(s: Pick<EntitySanction, "list" | "program" | "entry_date">): string {
  const date = formatDate(s.entry_date);
  return [s.list, s.program].filter(Boolean).join(" / ") + (date ? ` (since ${date})` : "");
}

/** Entity sanctions mark the root; directly and indirectly related sanctioned parties join the graph marked. */
export function addSanctions(acc: GraphAccumulator, record: LegalEntity): void {
  const sanctions = record.Sanctions;
  if (!sanctions) return;
  for (const s of sanctions.legal_entity_sanctions) {
    if (s.removed_on) continue;
    acc.root.sanctioned = true;
    acc.root.sanctionNotes.push(sanctionNote(s));
  }
  const related = [
    ...sanctions.directly_related_sanctions.map((s) => ({ s, kind: "sanction-direct" as const })),
    ...sanctions.indirectly_related_sanctions.map((s) => ({ s, kind: "sanction-indirect" as const })),
  ];
  for (const { s, kind } of related) {
    const id = `${record.registration_number}:${kind}:${s.id}`;
    const party = partyNode(s, id);
    if (!s.removed_on) {
      party.sanctioned = true;
      party.sanctionNotes.push(sanctionNote(s));
    }
    const relation = kind === "sanction-direct" ? "Directly related" : "Indirectly related";
    const position = humanizeCode(s.position);
    acc.addEdge({
      id,
      source: party,
      target: acc.root,
      kind,
      label: position ? `${relation} · ${position}` : relation,
      from: s.entry_date,
      to: null,
      removedOn: s.removed_on,
    });
  }
}
