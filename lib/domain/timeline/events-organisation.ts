import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { type EventCollector, joinText } from "./event-collector";

/** Dates particular to public authorities, religious and political organisations and arbitration courts. */
export function addOrganisationEvents(c: EventCollector, r: LegalEntity): void {
  const { t } = c;
  const pa = r.PublicAuthorityDetails;
  if (pa) {
    c.add("public-authority", {
      id: "established",
      date: [pa.RegistrationDetails?.established_on],
      title: t("events.authorityEstablished"),
    });
    const act = pa.EstablishingAct;
    if (act)
      c.add("public-authority", {
        id: "act",
        date: [act.date],
        title: joinText(t("events.establishingAct"), act.legislator_name, act.legislator_number),
      });
    for (const d of pa.DelegatedEntities)
      c.add("public-authority", {
        id: `delegated:${d.id}`,
        date: [d.registered_on],
        title: t("events.delegatedEntity", { name: String(d.name ?? d.registration_number ?? "") }),
        removedOn: d.removed_on,
        anchor: "delegated-entities",
      });
    for (const b of pa.SchoolBranches)
      c.add("public-authority", {
        id: `school:${b.id}`,
        date: [b.registered_on],
        title: t("events.schoolBranch", { name: String(b.name ?? "") }),
        annulled: b.is_annulled,
        removedOn: b.removed_on,
        anchor: "school-branches",
      });
  }
  for (const p of r.ReligiousEntityDetails?.previous_registrations ?? [])
    c.add("religious", {
      id: p.id,
      date: [p.registered_on],
      title: t("events.registeredEarlier", { number: String(p.registration_number ?? "") }),
      anchor: "previous-registrations",
    });
  for (const o of r.PoliticalOrganizationDetails?.field_offices ?? [])
    c.add("political", {
      id: o.id,
      date: [o.registered_on],
      title: t("events.fieldOffice", { details: joinText(o.name, o.address) }),
      annulled: o.is_annulled,
      removedOn: o.removed_on,
      anchor: "field-offices",
    });
  const rules = r.ArbitrationCourtDetails?.date_of_effective_rules_of_procedure;
  c.add("arbitration", { id: "rules", date: [rules], title: t("events.rulesOfProcedure") });
}
