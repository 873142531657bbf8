import { type Ctx, type Meta, type Obj, meta } from "./ctx";
import { type Place, placeLine } from "./names";
import {
  type LegalActSpec,
  type Party,
  type PersonSpec,
  address,
  legalAct,
  naturalPerson,
  partyFields,
} from "./shared-builders";

interface SanctionEntry {
  list: string;
  program: string;
  entryDate: string;
  links: string[];
  removedOn?: string;
}

export interface RelatedSanction extends SanctionEntry {
  party: Party;
  position: string;
}

export interface SanctionsSpec {
  own: SanctionEntry[];
  direct: RelatedSanction[];
  indirect: RelatedSanction[];
}

function dates(e: SanctionEntry): Obj {
  const removed = e.removedOn ?? null;
  return { registered_on: e.entryDate, removed_on: removed, last_modified_at: removed ?? e.entryDate };
}

export function sanctions(c: Ctx, s: SanctionsSpec): Obj {
  const id = c.id();
  const related = (r: RelatedSanction, indirect: boolean) => {
    const itemId = c.id();
    return {
      id: itemId,
      sanctions_id: indirect ? null : id,
      sanctions_indirect_id: indirect ? id : null,
      ...partyFields(c, r.party),
      position: r.position,
      list: r.list,
      program: r.program,
      entry_date: r.entryDate,
      sanction_links: r.links.map((value) => ({ id: c.id(), directly_related_person_sanction_id: itemId, value })),
      ...dates(r),
    };
  };
  return {
    ...{ id, created_at: c.createdAt, updated_at: c.updatedAt },
    legal_entity_sanctions: s.own.map((e) => {
      const itemId = c.id();
      const sanctionLinks = e.links.map((value) => ({ id: c.id(), legal_entity_sanction_id: itemId, value }));
      const fields = { list: e.list, program: e.program, entry_date: e.entryDate, sanction_links: sanctionLinks };
      return { id: itemId, sanctions_id: id, ...fields, ...dates(e) };
    }),
    directly_related_sanctions: s.direct.map((r) => related(r, false)),
    indirectly_related_sanctions: s.indirect.map((r) => related(r, true)),
  };
}

export interface PublicAuthoritySpec {
  contact: { website: string; email: string; phone: string };
  registration: {
    authorityType: string;
    establishedOn: string;
    higherEducation: boolean;
    independentTaxpayer: boolean;
    taxpayerUnit: string;
    higherAuthority: { regcode: string; name: string };
    subordination: string;
  };
  act: LegalActSpec;
  delegated: Array<{ regcode: string; name: string; from: string; removedOn?: string }>;
  schools: Array<Meta & { name: string; place: Place; manager: PersonSpec }>;
}

export function publicAuthorityDetails(c: Ctx, p: PublicAuthoritySpec): Obj {
  const id = c.id();
  const contact = { ...c.audit(), ...p.contact };
  const r = p.registration;
  const registration = {
    ...c.audit(),
    authority_type: r.authorityType,
    established_on: r.establishedOn,
    is_institution_of_higher_education: r.higherEducation,
    is_independent_taxpayer: r.independentTaxpayer,
    taxpayer_unit_number: r.taxpayerUnit,
    higher_authority_number: r.higherAuthority.regcode,
    higher_authority_current_name: r.higherAuthority.name,
    subordination_type: r.subordination,
  };
  const act = legalAct(c, p.act);
  return {
    ...{ id, created_at: c.createdAt, updated_at: c.updatedAt },
    ContactDetailsID: contact.id,
    ContactDetails: contact,
    RegistrationDetailsID: registration.id,
    RegistrationDetails: registration,
    EstablishingActID: act.id,
    EstablishingAct: act,
    DelegatedEntities: p.delegated.map((d) => ({
      id: c.id(),
      public_authority_details_id: id,
      registry_id: 800_000 + c.recordId,
      registration_number: d.regcode,
      name: d.name,
      registered_on: d.from,
      removed_on: d.removedOn ?? null,
      last_modified_at: d.removedOn ?? d.from,
    })),
    SchoolBranches: p.schools.map((s) => {
      const addr = address(c, s.place, s.registeredOn ?? null);
      const manager = naturalPerson(c, s.manager);
      return {
        id: c.id(),
        public_authority_details_id: id,
        registry_id: 800_000 + c.recordId,
        name: s.name,
        AddressID: addr.id,
        address: addr,
        GeneralManagerID: manager.id,
        general_manager: manager,
        ...meta(s),
      };
    }),
  };
}

export function religiousDetails(
  c: Ctx,
  affiliation: string,
  previous: Array<{ regcode: string; registeredOn: string }>,
): Obj {
  const id = c.id();
  return {
    ...{ id, created_at: c.createdAt, updated_at: c.updatedAt },
    affiliation,
    previous_registrations: previous.map((p) => ({
      id: c.id(),
      religious_entity_details_id: id,
      registration_number: p.regcode,
      registered_on: p.registeredOn,
    })),
  };
}

export function politicalDetails(c: Ctx, offices: Array<Meta & { name: string; place: Place; country?: string }>): Obj {
  const id = c.id();
  return {
    ...{ id, created_at: c.createdAt, updated_at: c.updatedAt },
    field_offices: offices.map((o) => ({
      id: c.id(),
      political_organization_details_id: id,
      name: o.name,
      address: placeLine(o.place),
      country: o.country ?? "LV",
      ...meta(o),
    })),
  };
}

export function arbitrationDetails(c: Ctx, rulesEffectiveOn: string): Obj {
  return { id: c.id(), date_of_effective_rules_of_procedure: rulesEffectiveOn };
}
