import { humanizeCode } from "@/lib/format/humanize-code";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { GraphAccumulator } from "./graph-accumulator";
import { entityNode, partyNode } from "./party-node";

/** Branches, parents, depositories, decisive influence and reorganization participants. */
export function addEntities(acc: GraphAccumulator, record: LegalEntity): void {
  const rc = record.registration_number;
  const root = acc.root;
  for (const b of record.Branches) {
    const id = `${rc}:branch:${b.id}`;
    const branch = entityNode(b.legal_entity_basic ?? {}, id);
    acc.addEdge({
      id,
      source: branch,
      target: root,
      kind: "branch",
      label: "Branch",
      from: b.date_from,
      to: b.date_to,
    });
  }
  for (const b of record.BranchOf) {
    const id = `${rc}:branch-of:${b.id}`;
    const parent = entityNode(b.legal_entity_basic ?? {}, id);
    acc.addEdge({
      id,
      source: root,
      target: parent,
      kind: "branch-of",
      label: "Branch of",
      from: b.date_from,
      to: b.date_to,
    });
  }
  const commercial = record.CommercialEntityDetails;
  for (const d of commercial?.depositories ?? []) {
    const id = `${rc}:depository:${d.id}`;
    acc.addEdge({
      id,
      source: entityNode(d.legal_entity_basic ?? {}, id),
      target: root,
      kind: "depository",
      label: "Depository",
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
      source: partyNode(n.dominant_entity ?? {}, id),
      target: n.dependent_entity ? entityNode(n.dependent_entity, `${id}:dependent`) : root,
      kind: "dominant-influence",
      label: humanizeCode(n.type) || "Decisive influence",
      from: n.date_of_agreement ?? n.registered_on,
      to: null,
      removedOn: n.removed_on,
      annulled: n.is_annulled,
    });
  }
  for (const r of record.Reorganizations) {
    const kind = humanizeCode(r.type) || "Reorganization";
    const parts = [
      ...r.entities_involved.map((p) => ({ part: "involved", p })),
      ...r.subjects.map((p) => ({ part: "subject", p })),
      ...r.objects.map((p) => ({ part: "object", p })),
    ];
    for (const { part, p } of parts) {
      const id = `${rc}:reorganization:${r.id}:${part}:${p.id}`;
      acc.addEdge({
        id,
        source: entityNode(p, id),
        target: root,
        kind: "reorganization",
        label: `${kind} · ${part}`,
        from: r.date ?? r.registered_on,
        to: null,
        removedOn: r.removed_on,
        annulled: r.is_annulled,
      });
    }
  }
}
