import type { Locale } from "@/lib/platform/i18n/locales";
import { codeLabel } from "@/lib/registry/record/labels";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { memberShare } from "@/lib/domain/profile/member-share";
import type { Member } from "@/lib/registry/schemas/lists";
import { termEndedOn } from "@/lib/registry/record/ended-on";
import type { GraphAccumulator } from "./graph-accumulator";
import { translator } from "@/lib/platform/i18n/translator";
import type { EdgeKind } from "./graph-types";
import { partyNode } from "./party-node";
import { itemId, textField, unshownParty, type UnshownItem } from "./unshown-fields";

/** The edge label: the member's share, else the kind of membership. */
function memberEdge(m: Member, locale: Locale): { label: string; percent: number | null } {
  const t = translator(locale, "graph");
  const { label, percent } = memberShare(m.share_holder_details, locale);
  return { label: label ?? t(m.is_personally_liable === true ? "edges.personallyLiable" : "edges.member"), percent };
}

export function addPeople(acc: GraphAccumulator, record: LegalEntity, locale: Locale): void {
  const t = translator(locale, "graph");
  const code = (value: unknown) => (typeof value === "string" ? codeLabel(value, locale) : "");
  const rc = record.registration_number;
  const root = acc.root;
  for (const o of record.Officers) {
    const role = [code(o.position) || t("edges.officer"), code(o.governing_body)].filter(Boolean).join(" · ");
    const occurrence = `${rc}:officer:${o.id}`;
    acc.addEdge({
      id: occurrence,
      source: partyNode(o, occurrence, locale),
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
    const holder = partyNode(m, occurrence, locale);
    const share = memberEdge(m, locale);
    const dates = { from: m.date_from, to: m.date_to, removedOn: null, annulled: null };
    acc.addEdge({ id: occurrence, source: holder, target: root, kind: "member", ...share, ...dates });
    for (const j of m.share_holder_details?.joint_owners ?? []) {
      const id = `${occurrence}:joint:${j.id}`;
      const label = t("edges.jointOwner", { share: share.label });
      acc.addEdge({ id, source: partyNode(j, id, locale), target: root, kind: "joint-owner", label, ...dates });
    }
    if (m.representative) {
      const id = `${occurrence}:representative`;
      const label = t("edges.memberRepresentative");
      acc.addEdge({
        id,
        source: partyNode(m.representative, id, locale),
        target: holder,
        kind: "member-representative",
        label,
        ...dates,
      });
    }
  }
  const labelled = (base: string, detail: unknown) => [base, code(detail)].filter(Boolean).join(" · ");
  const unshown = (items: UnshownItem[], kind: EdgeKind, label: (i: UnshownItem) => string) =>
    addUnshown(acc, items, kind, label, locale);
  // A declaration, not a holding: an indirect owner holds through entities the record does not name here.
  const owner = (i: UnshownItem) =>
    t(i.is_indirect === true ? "edges.indirectBeneficialOwner" : "edges.beneficialOwner");
  unshown(record.BeneficialOwners, "beneficial-owner", (i) => labelled(owner(i), i.control_type));
  unshown(record.Procurations, "procuration", (i) => labelled(t("edges.procuration"), i.type));
  unshown(
    record.Representatives,
    "representative",
    (i) => code(textField(i, "position") ?? textField(i, "type")) || t("edges.representative"),
  );
}

/** Lists whose item fields the spec leaves unshown: every item with a party key becomes one relationship. */
function addUnshown(
  acc: GraphAccumulator,
  items: UnshownItem[],
  kind: EdgeKind,
  label: (i: UnshownItem) => string,
  locale: Locale,
) {
  items.forEach((item, index) => {
    const party = unshownParty(item);
    if (!party) return;
    const id = `${acc.root.regcode}:${kind}:${itemId(item, index)}`;
    acc.addEdge({
      id,
      source: partyNode(party, id, locale),
      target: acc.root,
      kind,
      label: label(item),
      from: textField(item, "date_from") ?? textField(item, "registered_on"),
      to: termEndedOn(item),
      removedOn: textField(item, "removed_on"),
      annulled: item.is_annulled === true,
    });
  });
}
