import type { Locale } from "@/lib/platform/i18n/locales";
import { codeLabel } from "@/lib/registry/record/labels";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { GraphAccumulator } from "./graph-accumulator";
import { translator } from "@/lib/platform/i18n/translator";
import { entityNode, partyNode } from "./party-node";

/** Branches, parents, depositories, decisive influence and reorganization participants. */
export function addEntities(acc: GraphAccumulator, record: LegalEntity, locale: Locale): void {
  const t = translator(locale, "graph");
  const rc = record.registration_number;
  const root = acc.root;
  for (const b of record.Branches) {
    const id = `${rc}:branch:${b.id}`;
    const branch = entityNode(b.legal_entity_basic ?? {}, id, locale);
    acc.addEdge({
      id,
      source: branch,
      target: root,
      kind: "branch",
      label: t("edges.branch"),
      from: b.date_from,
      to: b.date_to,
    });
  }
  for (const b of record.BranchOf) {
    const id = `${rc}:branch-of:${b.id}`;
    const parent = entityNode(b.legal_entity_basic ?? {}, id, locale);
    acc.addEdge({
      id,
      source: root,
      target: parent,
      kind: "branch-of",
      label: t("edges.branchOf"),
      from: b.date_from,
      to: b.date_to,
    });
  }
  const commercial = record.CommercialEntityDetails;
  for (const d of commercial?.depositories ?? []) {
    const id = `${rc}:depository:${d.id}`;
    acc.addEdge({
      id,
      source: entityNode(d.legal_entity_basic ?? {}, id, locale),
      target: root,
      kind: "depository",
      label: t("edges.depository"),
      from: d.registered_on,
      to: null,
      removedOn: d.removed_on,
      annulled: d.is_annulled,
    });
  }
  for (const n of commercial?.decisive_influence_notices ?? []) {
    const id = `${rc}:decisive-influence:${n.id}`;
    acc.addEdge({
      id,
      source: partyNode(n.dominant_entity ?? {}, id, locale),
      target: n.dependent_entity ? entityNode(n.dependent_entity, `${id}:dependent`, locale) : root,
      kind: "dominant-influence",
      label: codeLabel(n.type, locale) || t("edges.decisiveInfluence"),
      from: n.date_of_agreement ?? n.registered_on,
      to: null,
      removedOn: n.removed_on,
      annulled: n.is_annulled,
    });
  }
  for (const r of record.Reorganizations) {
    const kind = codeLabel(r.type, locale) || t("edges.reorganization");
    const parts = [
      ...r.entities_involved.map((p) => ({ part: "involved" as const, p })),
      ...r.subjects.map((p) => ({ part: "subject" as const, p })),
      ...r.objects.map((p) => ({ part: "object" as const, p })),
    ];
    for (const { part, p } of parts) {
      const id = `${rc}:reorganization:${r.id}:${part}:${p.id}`;
      acc.addEdge({
        id,
        source: entityNode(p, id, locale),
        target: root,
        kind: "reorganization",
        label: `${kind} · ${t(`edges.reorganizationParts.${part}`)}`,
        from: r.date ?? r.registered_on,
        to: null,
        removedOn: r.removed_on,
        annulled: r.is_annulled,
      });
    }
  }
}
