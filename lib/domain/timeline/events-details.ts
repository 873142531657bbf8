import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { type EventCollector, joinText } from "./event-collector";

/** Commercial, activity and organisation-type details, branches and sanctions. */
export function addDetailEvents(c: EventCollector, r: LegalEntity): void {
  const { t } = c;
  const cd = r.CommercialEntityDetails;
  for (const e of cd?.equity_capitals ?? [])
    c.add("equity-capital", {
      id: e.id,
      date: [e.registered_on],
      title: joinText(
        `${c.code(e.type) || t("events.equityCapital")}: ${e.amount ?? "?"} ${e.currency ?? ""}`.trim(),
        c.code(e.change_reason),
      ),
      codes: [e.type, e.change_reason],
      annulled: e.is_annulled,
      removedOn: e.removed_on,
    });
  for (const l of cd?.farm_details?.land_ownership_changes ?? [])
    c.add("land-ownership", {
      id: l.id,
      date: [l.deed_issued_on, l.registered_on],
      title: joinText(
        t("events.landOwnershipChange", { area: String(l.area_change ?? "?") }),
        l.deed_number ? t("events.deed", { number: String(l.deed_number) }) : null,
      ),
      annulled: l.is_annulled,
      removedOn: l.removed_on,
    });
  for (const n of cd?.decisive_influence_notices ?? []) {
    const who = joinText(
      c.code(n.type) || t("events.decisiveInfluence"),
      n.dominant_entity ? c.party(n.dominant_entity) : null,
    );
    const flags = { annulled: n.is_annulled, removedOn: n.removed_on };
    c.add("decisive-influence", {
      id: `${n.id}:agreed`,
      date: [n.date_of_agreement, n.registered_on],
      title: who,
      codes: [n.type],
      ...flags,
    });
    c.add("decisive-influence", {
      id: `${n.id}:amended`,
      date: [n.date_of_amendments],
      title: t("events.amended", { what: who }),
      codes: [n.type],
      ...flags,
    });
  }
  for (const d of cd?.depositories ?? [])
    c.add("depositories", {
      id: d.id,
      date: [d.registered_on],
      title: t("events.depository", { name: c.party(d) }),
      annulled: d.is_annulled,
      removedOn: d.removed_on,
    });
  for (const i of cd?.insolvencies ?? []) {
    const flags = { annulled: i.is_annulled, removedOn: i.removed_on };
    const kind = joinText(t("events.insolvency"), c.code(i.governed_by));
    c.add("insolvencies", {
      id: `${i.id}:start`,
      date: [i.date_from, i.registered_on],
      title: t("events.started", { kind }),
      codes: [i.governed_by],
      ...flags,
    });
    c.add("insolvencies", {
      id: `${i.id}:end`,
      date: [i.date_to],
      title: t("events.ended", { kind }),
      codes: [i.governed_by],
      ...flags,
    });
  }

  for (const a of r.ActivitiesDetails?.areas_of_activity ?? [])
    c.add("activities", {
      id: `area:${a.id}`,
      date: [a.date_from, a.registered_on],
      title: t("events.areaOfActivity", { area: c.code(a.type) }),
      codes: [a.type],
      annulled: a.is_annulled,
      until: a.date_to,
      removedOn: a.removed_on,
      anchor: "areas-of-activity",
    });
  for (const n of r.ActivitiesDetails?.nace_types ?? [])
    c.add("activities", {
      id: `nace:${n.id}`,
      date: [n.removed_on],
      title: t("events.naceRemoved", { code: n.nace_code ?? "" }).replace("  ", " "),
      anchor: "nace-types",
    });

  for (const b of r.Branches)
    c.add("branches", {
      id: b.id,
      date: [b.date_from],
      title: t("events.branch", { name: c.party(b) }),
      until: b.date_to,
    });
  for (const b of r.BranchOf)
    c.add("branches", {
      id: `of:${b.id}`,
      date: [b.date_from],
      title: t("events.branchOf", { name: c.party(b) }),
      until: b.date_to,
      anchor: "branch-of",
    });

  const s = r.Sanctions;
  for (const e of s?.legal_entity_sanctions ?? [])
    c.add("sanctions", {
      id: e.id,
      date: [e.entry_date, e.registered_on],
      title: t("events.entitySanctioned", { details: joinText(e.list, c.code(e.program)) }),
      codes: [e.program],
      removedOn: e.removed_on,
      anchor: "sanctions-entity",
    });
  const related = [
    ...(s?.directly_related_sanctions ?? []).map((e) => ({ e, how: "directlyRelatedSanctioned" as const })),
    ...(s?.indirectly_related_sanctions ?? []).map((e) => ({ e, how: "indirectlyRelatedSanctioned" as const })),
  ];
  for (const { e, how } of related)
    c.add("sanctions", {
      id: `related:${e.id}`,
      date: [e.entry_date, e.registered_on],
      title: t(`events.${how}`, { details: joinText(c.party(e), c.code(e.position), e.list, c.code(e.program)) }),
      codes: [e.position, e.program],
      removedOn: e.removed_on,
      anchor: "sanctions-related",
    });
}
