import type { Ctx, Meta, Obj } from "./ctx";
import { type Place, placeLine } from "./names";

export const LINK_BASE = "https://registry.demo.example";

export function address(c: Ctx, p: Place, registeredOn: string | null): Obj {
  return {
    ...c.audit(),
    address_register_code: p.code,
    postal_code: p.postal,
    address_incomplete: null,
    address_complete: placeLine(p),
    county: p.county ?? null,
    city: p.city,
    parish: p.parish ?? null,
    village: p.village ?? null,
    street: p.street || null,
    house_name: p.houseName ?? null,
    house_number: p.house || null,
    apartment: p.apartment ?? null,
    registered_on: registeredOn,
  };
}

export interface LinkOptions {
  foreignEntity?: string;
  withPledges?: boolean;
  withInsolvency?: boolean;
  withMassMedia?: boolean;
  withRestricted?: boolean;
}

export function links(c: Ctx, regcode: string | null, o: LinkOptions = {}): Obj {
  const page = regcode ? `${LINK_BASE}/legal-entities/${regcode}` : null;
  return {
    ...c.audit(),
    self: page,
    foreign_entity: o.foreignEntity ?? null,
    commercial_pledges: o.withPledges && page ? `${page}/commercial-pledges` : null,
    insolvency: o.withInsolvency && page ? `${page}/insolvency` : null,
    annual_reports: page ? `${page}/annual-reports` : null,
    public_documents: page ? `${page}/documents` : null,
    restricted_documents: o.withRestricted && page ? `${page}/restricted-documents` : null,
    mass_media: o.withMassMedia && page ? `${page}/mass-media` : null,
  };
}

export interface PersonSpec extends Meta {
  forename: string;
  surname: string;
  country?: string;
  residence?: string;
  /** Citizenships; defaults to [country]. */
  countries?: string[];
}

export function naturalPerson(c: Ctx, p: PersonSpec): Obj {
  const country = p.country ?? "LV";
  const registered = p.registeredOn ?? null;
  const removed = p.removedOn ?? null;
  // Spelled out without spreads: the large entity builds thousands of these.
  return {
    id: c.id(),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    forename: p.forename,
    surname: p.surname,
    name: `${p.forename} ${p.surname}`,
    country,
    countries: (p.countries ?? [country]).map((code) => ({ id: c.id(), country: code })),
    country_of_residence: p.residence ?? country,
    registered_on: registered,
    removed_on: removed,
    last_modified_at: p.modifiedAt ?? removed ?? registered,
    is_annulled: p.annulled === undefined ? false : p.annulled,
  };
}

/** How a related legal entity is named in another record. */
export interface EntityIdentity {
  regcode: string | null;
  name: string;
  address: string | null;
  country: string;
  foreignRegistrationNumber?: string;
  externalObjectNumber?: string;
  foreignLink?: string;
}

export function legalEntityBasic(c: Ctx, e: EntityIdentity): Obj {
  const l = links(c, e.regcode, { foreignEntity: e.foreignLink });
  return {
    ...c.audit(),
    registration_number: e.regcode,
    external_object_number: e.externalObjectNumber ?? null,
    foreign_registration_number: e.foreignRegistrationNumber ?? null,
    name: e.name,
    address: e.address,
    country: e.country,
    links_id: l.id,
    links: l,
  };
}

export interface LegalActSpec {
  legislator: string;
  number: string;
  date: string;
  type: string;
}

export function legalAct(c: Ctx, a: LegalActSpec): Obj {
  return { ...c.audit(), legislator_name: a.legislator, legislator_number: a.number, date: a.date, type: a.type };
}

/** Either side of a relationship: a person or a legal entity (domestic or foreign). */
export type Party = { person: PersonSpec } | { entity: EntityIdentity };

export function partyFields(c: Ctx, party: Party): Obj {
  if ("person" in party) {
    return { natural_person: naturalPerson(c, party.person), legal_entity_basic_id: null, legal_entity_basic: null };
  }
  const basic = legalEntityBasic(c, party.entity);
  return { natural_person: null, legal_entity_basic_id: basic.id, legal_entity_basic: basic };
}

/** `{id, natural_person, legal_entity_basic_id, legal_entity_basic}` used by representatives and dominant entities. */
export function partyObject(c: Ctx, party: Party): Obj {
  return { id: c.id(), ...partyFields(c, party) };
}
