import { type LegalEntity, legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import type { ResolvedRecord, ResolvedStructure } from "./ownership-types";

/**
 * Small register records for the ownership tests, written as briefly as a hand calculation: who holds what
 * of whom. Every record is parsed with the register's schema, so the computation reads what it would read
 * from the registry.
 */

type Obj = Record<string, unknown>;

/** A party: a person by name, an entity by Latvian number, a foreign entity, or a withheld person. */
export type PartySpec =
  | { person: string }
  | { entity: string; name?: string }
  | { foreign: string; country: string; number?: string }
  | { withheld: true };

export const person = (name: string): PartySpec => ({ person: name });
export const entity = (regcode: string, name?: string): PartySpec => ({ entity: regcode, name });
export const foreign = (name: string, country: string, number?: string): PartySpec => ({
  foreign: name,
  country,
  number,
});
export const withheld = (): PartySpec => ({ withheld: true });

export interface MemberSpec {
  holder: PartySpec;
  /** in_percent; omit with `shares` to have the share computed from the capital, omit both for none. */
  percent?: number;
  shares?: number;
  nominal?: number;
  votes?: number;
  joint?: PartySpec[];
  representative?: PartySpec;
  from?: string;
  to?: string;
  removedOn?: string;
  annulled?: boolean;
}

export interface OfficerSpec {
  party: PartySpec;
  position: string;
  governingBody?: string;
  resignedOn?: string;
}

export interface DeclaredSpec {
  party: PartySpec;
  controlType?: string;
  indirect?: boolean;
  to?: string;
}

export interface EntitySpec {
  name?: string;
  type?: string;
  members?: MemberSpec[];
  capital?: { amount: number; shares?: number; nominal?: number };
  /** Parties current decisive-influence notices name dominant over this entity (null: a notice naming none). */
  dominants?: Array<PartySpec | null>;
  /** A notice that has ended (removed). */
  formerDominants?: PartySpec[];
  declared?: DeclaredSpec[];
  officers?: OfficerSpec[];
  /** The entity's own listing on a sanctions list. */
  sanctioned?: boolean;
  /** Parties this record names as directly related sanctioned parties. */
  sanctionedRelated?: PartySpec[];
}

const STAMP = "2020-01-01T00:00:00.000Z";
let nextId = 1;
const id = () => nextId++;
const audit = () => ({ id: id(), created_at: STAMP, updated_at: STAMP });
const history = (removedOn: string | null = null, annulled = false) => ({
  registered_on: STAMP,
  removed_on: removedOn,
  last_modified_at: STAMP,
  is_annulled: annulled,
});

function naturalPerson(full: string | null): Obj {
  const [forename, ...rest] = full === null ? [null] : full.split(" ");
  return {
    ...audit(),
    forename,
    surname: full === null ? null : rest.join(" ") || null,
    name: full,
    country: full === null ? null : "LV",
    countries: full === null ? [] : [{ id: id(), country: "LV" }],
    country_of_residence: full === null ? null : "LV",
    ...history(),
  };
}

function basic(regcode: string | null, name: string, country: string, foreignNumber: string | null): Obj {
  return {
    ...audit(),
    registration_number: regcode,
    external_object_number: null,
    foreign_registration_number: foreignNumber,
    name,
    address: null,
    country,
    links_id: null,
    links: null,
  };
}

/** The {natural_person, legal_entity_basic} pair of a register entry. */
export function partyFields(party: PartySpec): Obj {
  if ("person" in party)
    return { natural_person: naturalPerson(party.person), legal_entity_basic_id: null, legal_entity_basic: null };
  if ("withheld" in party) {
    // A credential without personal data keeps the person's place with every name field empty.
    return { natural_person: naturalPerson(null), legal_entity_basic_id: null, legal_entity_basic: null };
  }
  const b =
    "entity" in party
      ? basic(party.entity, party.name ?? `SIA "${party.entity}"`, "LV", null)
      : basic(null, party.foreign, party.country, party.number ?? null);
  return { natural_person: null, legal_entity_basic_id: b.id, legal_entity_basic: b };
}

function member(m: MemberSpec, legalEntityId: number): Obj {
  const detailsId = id();
  const stated = m.percent !== undefined || m.shares !== undefined || m.votes !== undefined || m.joint !== undefined;
  const representative = m.representative ? { id: id(), ...partyFields(m.representative) } : null;
  return {
    id: id(),
    legal_entity_id: legalEntityId,
    is_restricted: false,
    date_from: m.from ?? "2019-01-01T00:00:00.000Z",
    date_to: m.to ?? null,
    is_personally_liable: false,
    ...partyFields(m.holder),
    representative_id: representative?.id ?? null,
    representative,
    share_holder_details_id: stated ? detailsId : null,
    share_holder_details: stated
      ? {
          id: detailsId,
          number_of_shares: m.shares ?? null,
          share_nominal_value: m.nominal ?? null,
          share_currency: "EUR",
          in_percent: m.percent ?? null,
          votes: m.votes ?? null,
          joint_owners: (m.joint ?? []).map((j) => ({
            id: id(),
            share_holder_details_id: detailsId,
            ...partyFields(j),
          })),
        }
      : null,
    ...history(m.removedOn ?? null, m.annulled ?? false),
  };
}

function notice(dominant: PartySpec | null, regcode: string, removedOn: string | null): Obj {
  return {
    id: id(),
    commercial_entity_details_id: null,
    type: "GROUP",
    type_details: [],
    date_of_agreement: "2019-01-01T00:00:00.000Z",
    date_of_amendments: null,
    DominantEntityID: null,
    dominant_entity: dominant && { id: id(), ...partyFields(dominant) },
    DependentEntityID: null,
    dependent_entity: { ...audit(), registration_number: regcode, current_name: null, links_id: null, links: null },
    note: null,
    note_on_removal: null,
    ...history(removedOn),
  };
}

function sanctionFields(removedOn: string | null = null) {
  return {
    list: "EU",
    program: "RUSSIA",
    entry_date: "2022-03-01T00:00:00.000Z",
    registered_on: STAMP,
    removed_on: removedOn,
    last_modified_at: STAMP,
  };
}

/** A LegalEntity record with every field the schema wants, parsed by it. */
export function record(regcode: string, spec: EntitySpec = {}): LegalEntity {
  const recordId = id();
  const name = spec.name ?? `SIA "${regcode}"`;
  const commercial =
    spec.capital || spec.dominants || spec.formerDominants
      ? {
          ...audit(),
          limited_partner_contribution_id: null,
          limited_partner_contribution: null,
          farm_details_id: null,
          farm_details: null,
          equity_capitals: spec.capital
            ? [
                {
                  id: id(),
                  commercial_entity_details_id: null,
                  type: "SHARE_CAPITAL",
                  amount: spec.capital.amount,
                  currency: "EUR",
                  number_of_shares: spec.capital.shares ?? null,
                  share_nominal_value: spec.capital.nominal ?? null,
                  change_reason: null,
                  ...history(),
                },
              ]
            : [],
          decisive_influence_notices: [
            ...(spec.dominants ?? []).map((d) => notice(d, regcode, null)),
            ...(spec.formerDominants ?? []).map((d) => notice(d, regcode, "2020-06-01T00:00:00.000Z")),
          ],
          depositories: [],
          insolvencies: [],
        }
      : null;
  const sanctions =
    spec.sanctioned || spec.sanctionedRelated
      ? {
          ...audit(),
          legal_entity_sanctions: spec.sanctioned
            ? [{ id: id(), sanctions_id: null, ...sanctionFields(), sanction_links: [] }]
            : [],
          directly_related_sanctions: (spec.sanctionedRelated ?? []).map((p) => ({
            id: id(),
            sanctions_id: null,
            sanctions_indirect_id: null,
            ...partyFields(p),
            position: null,
            ...sanctionFields(),
            sanction_links: [],
          })),
          indirectly_related_sanctions: [],
        }
      : null;
  const raw = {
    ...audit(),
    id: recordId,
    registry_record_id: recordId,
    registration_number: regcode,
    registration_number_assigned_on: STAMP,
    status: "REGISTERED",
    status_details: "",
    sepa_creditor_id: "",
    register: "COMMERCIAL_REGISTER",
    type: spec.type ?? "SIA",
    legal_name: name,
    cleaned_short_name: name,
    registered_on: STAMP,
    removed_on: null,
    last_modified_at: STAMP,
    is_annulled: false,
    atvk_code: null,
    sanctions_risk: null,
    AddressID: null,
    Address: null,
    LinksID: null,
    Links: null,
    FormationDetailsID: null,
    FormationDetails: null,
    ActivitiesID: null,
    ActivitiesDetails: null,
    CommercialDetailsID: commercial ? (commercial.id as number) : null,
    CommercialEntityDetails: commercial,
    ArbitrationCourtDetailsID: null,
    ArbitrationCourtDetails: null,
    ReligiousEntityDetailsID: null,
    ReligiousEntityDetails: null,
    PoliticalOrganizationDetailsID: null,
    PoliticalOrganizationDetails: null,
    PublicAuthorityDetailsID: null,
    PublicAuthorityDetails: null,
    SanctionsID: sanctions ? (sanctions.id as number) : null,
    Sanctions: sanctions,
    SpecialStatuses: [],
    Reorganizations: [],
    Liquidations: [],
    SuspensionsOfActivities: [],
    ProhibitionsOfActivities: [],
    Reregistrations: [],
    PreviousNames: [],
    PreviousAddresses: [],
    PreviousLegalForms: [],
    BranchOf: [],
    Branches: [],
    Officers: (spec.officers ?? []).map((o) => ({
      id: id(),
      legal_entity_id: recordId,
      ...partyFields(o.party),
      rights_of_representation: [],
      appointed_on: "2019-01-01T00:00:00.000Z",
      term_until: null,
      resigned_on: o.resignedOn ?? null,
      position: o.position,
      position_details: null,
      governing_body: o.governingBody ?? "EXECUTIVE_BOARD",
      note: null,
      registered_because_of: null,
      removed_because_of: null,
      ...history(o.resignedOn ?? null),
    })),
    Members: (spec.members ?? []).map((m) => member(m, recordId)),
    BeneficialOwners: (spec.declared ?? []).map((d) => ({
      id: id(),
      legal_entity_id: recordId,
      natural_person: partyFields(d.party).natural_person,
      control_type: d.controlType ?? "OWNERSHIP",
      is_indirect: d.indirect ?? false,
      date_from: "2019-01-01T00:00:00.000Z",
      date_to: d.to ?? null,
      ...history(d.to ?? null),
    })),
    BeneficialOwnershipStatuses: [],
    Procurations: [],
    Representatives: [],
    SecuringMeasures: [],
    VariousNotices: [],
  };
  return legalEntitySchema.parse(raw);
}

/** What the resolver would hand over: the records read, their depth from the first, and where it stopped. */
export function structure(
  records: LegalEntity[],
  stops: Record<string, "not-found" | "registry-error" | "depth-limit" | "record-limit"> = {},
): ResolvedStructure {
  const byNumber = new Map<string, ResolvedRecord>();
  records.forEach((r, index) => {
    byNumber.set(r.registration_number, {
      record: r,
      sha256: index.toString(16).padStart(64, "0"),
      retrievedAt: STAMP,
      depth: 0,
    });
  });
  // Depth: layers above the first record, breadth-first through members.
  const root = records[0].registration_number;
  const queue = [root];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length; i++) {
    const current = byNumber.get(queue[i])!;
    for (const m of current.record.Members) {
      const next = m.legal_entity_basic?.registration_number;
      if (!next || seen.has(next) || !byNumber.has(next)) continue;
      seen.add(next);
      byNumber.set(next, { ...byNumber.get(next)!, depth: current.depth + 1 });
      queue.push(next);
    }
  }
  return { root, records: byNumber, stops: new Map(Object.entries(stops)) };
}
