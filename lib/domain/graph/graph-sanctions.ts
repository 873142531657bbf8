import { formatDate } from "@/lib/platform/format/format-date";
import type { Locale } from "@/lib/platform/i18n/locales";
import { codeLabel } from "@/lib/registry/record/labels";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { EntitySanction } from "@/lib/registry/schemas/sanctions";
import type { GraphAccumulator } from "./graph-accumulator";
import { isFormer } from "@/lib/domain/profile/history";
import { translator } from "@/lib/platform/i18n/translator";
import { partyNode } from "./party-node";

/** The list and programme naming a party, with the date it was listed: the details panel's line. */
export function sanctionNote(s: Pick<EntitySanction, "list" | "program" | "entry_date">, locale: Locale): string {
  const date = formatDate(s.entry_date, locale);
  const lists = [s.list, codeLabel(s.program, locale)].filter(Boolean).join(" / ");
  return date ? translator(locale, "graph")("edges.sanctionedSince", { lists, date }) : lists;
}

/** Entity sanctions mark the root; directly and indirectly related sanctioned parties join the graph marked. */
export function addSanctions(acc: GraphAccumulator, record: LegalEntity, locale: Locale): void {
  const t = translator(locale, "graph");
  const sanctions = record.Sanctions;
  if (!sanctions) return;
  for (const s of sanctions.legal_entity_sanctions) {
    if (isFormer(s, acc.now)) continue;
    acc.root.sanctioned = true;
    acc.root.sanctionNotes.push(sanctionNote(s, locale));
  }
  const related = [
    ...sanctions.directly_related_sanctions.map((s) => ({ s, kind: "sanction-direct" as const })),
    ...sanctions.indirectly_related_sanctions.map((s) => ({ s, kind: "sanction-indirect" as const })),
  ];
  for (const { s, kind } of related) {
    const id = `${record.registration_number}:${kind}:${s.id}`;
    const party = partyNode(s, id, locale);
    if (!isFormer(s, acc.now)) {
      party.sanctioned = true;
      party.sanctionNotes.push(sanctionNote(s, locale));
    }
    const relation = t(kind === "sanction-direct" ? "edges.directlyRelated" : "edges.indirectlyRelated");
    const position = codeLabel(s.position, locale);
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
