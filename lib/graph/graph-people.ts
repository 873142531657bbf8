import { humanizeCode } from "@/lib/format/humanize-code";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { memberShare } from "@/lib/profile/member-share";
import type { Member } from "@/lib/registry/schemas/lists";
import type { GraphAccumulator } from "./graph-accumulator";
import type { EdgeKind } from "./graph-types";
import { partyNode } from "./party-node";
import { itemId, textField, unshownParty, type UnshownItem } from "./unshown-fields";

/** The edge label: the member's share, else the kind of membership. */
function memberEdge(m: Member): { label: string; percent: number | null } {
  const { label, percent } = memberShare(m.share_holder_details);
  return { label: label ?? (m.is_personally_liable === true ? "Personally liable partner" : "Member"), percent };
}

export function addPeople(acc: GraphAccumulator, record: LegalEntity): void {
  const rc = record.registration_number;
  const root = acc.root;
  for (const o of record.Officers) {
    const role = [humanizeCode(o.position) || "Officer", humanizeCode(o.governing_body)].filter(Boolean).join(" · ");
    const occurrence = `${rc}:officer:${o.id}`;
    acc.addEdge({
      id: occurrence,
      source: partyNode(o, occurrence),
      target: root,
      kind: "officer",
      label: role,
      from: o.appointed_on,
      to: o.resigned_on,
      removedOn: o.removed_on,
      annulled: o.is_annulled,
    });
  }
  for (const m of record.Members) {
    const occurrence = `${rc}:member:${m.id}`;
    const holder = partyNode(m, occurrence);
    const share = memberEdge(m);
    const dates = { from: m.date_from, to: m.date_to, removedOn: null, annulled: null };
    acc.addEdge({ id: occurrence, source: holder, target: root, kind: "member", ...share, ...dates });
    for (const j of m.share_holder_details?.joint_owners ?? []) {
      const id = `${occurrence}:joint:${j.id}`;
      const label = `Joint owner · ${share.label}`;
      acc.addEdge({ id, source: partyNode(j, id), target: root, kind: "joint-owner", label, ...dates });
    }
    if (m.representative) {
      const id = `${occurrence}:representative`;
      const label = "Representative of member";
      acc.addEdge({
        id,
        source: partyNode(m.representative, id),
        target: holder,
        kind: "member-representative",
        label,
        ...dates,
      });
    }
  }
  addUnshown(acc, record.BeneficialOwners, "beneficial-owner", (i) => labelled("Beneficial owner", i.control_type));
  addUnshown(acc, record.Procurations, "procuration", (i) => labelled("Procuration", i.type));
  addUnshown(
    acc,
    record.Representatives,
    "representative",
    (i) => humanizeCode(textField(i, "position") ?? textField(i, "type")) || "Representative",
  );
}

function labelled(base: string, code: unknown): string {
  const detail = typeof code === "string" ? humanizeCode(code) : "";
  return detail ? `${base} · ${detail}` : base;
}

/** Lists whose item fields the spec leaves unshown: every item with a party key becomes one relationship. */
function addUnshown(acc: GraphAccumulator, items: UnshownItem[], kind: EdgeKind, label: (i: UnshownItem) => string) {
  items.forEach((item, index) => {
    const party = unshownParty(item);
    if (!party) return;
    const id = `${acc.root.regcode}:${kind}:${itemId(item, index)}`;
    acc.addEdge({
      id,
      source: partyNode(party, id),
      target: acc.root,
      kind,
      label: label(item),
      from: textField(item, "date_from") ?? textField(item, "registered_on"),
      to: textField(item, "date_to"),
      removedOn: textField(item, "removed_on"),
      annulled: item.is_annulled === true,
    });
  });
}
