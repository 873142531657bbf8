import { type Ctx, type Meta, type Obj, meta, removalAt } from "./ctx";
import { type EntityIdentity, type Party, legalEntityBasic, links, partyObject } from "./shared-builders";

export interface FormationSpec {
  objects: string;
  establishedOn: string;
  articlesDate: string;
  durationUntil?: string;
  untilObjectsAchieved?: boolean;
  registrationTermUntil?: string;
  registrationRenewedOn?: string;
}

export function formationDetails(c: Ctx, f: FormationSpec): Obj {
  return {
    ...c.audit(),
    objects: f.objects,
    duration_until_objects_achieved: f.untilObjectsAchieved ?? false,
    duration_until: f.durationUntil ?? null,
    duration_indefinite: !f.durationUntil && !f.untilObjectsAchieved,
    established_on: f.establishedOn,
    date_of_effective_articles_of_association: f.articlesDate,
    registration_term_until: f.registrationTermUntil ?? null,
    registration_renewed_on: f.registrationRenewedOn ?? null,
  };
}

export interface ActivitiesSpec {
  territory?: string;
  goals?: string[];
  types?: string[];
  nace: Array<{ code: string; removedOn?: string }>;
  areas?: Array<{ type: string; from: string; to?: string } & Meta>;
}

export function activitiesDetails(c: Ctx, a: ActivitiesSpec): Obj {
  const id = c.id();
  const value = (v: string) => ({ id: c.id(), activities_details_id: id, value: v });
  return {
    id,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    territory_of_activity: a.territory ?? null,
    goals: (a.goals ?? []).map(value),
    types_of_activity: (a.types ?? []).map(value),
    nace_types: a.nace.map((n) => ({
      id: c.id(),
      activities_details_id: id,
      nace_code: n.code,
      nace_revision: "2",
      removed_on: n.removedOn ?? null,
      last_modified_at: n.removedOn ?? c.updatedAt,
    })),
    areas_of_activity: (a.areas ?? []).map((x) => ({
      id: c.id(),
      activities_details_id: id,
      type: x.type,
      date_from: x.from,
      date_to: x.to ?? null,
      ...meta({ ...x, registeredOn: x.registeredOn ?? x.from, removedOn: removalAt(x.to, x.removedOn) }),
    })),
  };
}

export interface EquityCapitalSpec extends Meta {
  type: string;
  amount: number;
  shares: number;
  nominal: number;
  reason: string;
}

export interface DecisiveInfluenceSpec extends Meta {
  type: string;
  typeDetails: string[];
  agreedOn: string;
  amendedOn?: string;
  dominant: Party;
  dependent: EntityIdentity;
  note?: string;
  noteOnRemoval?: string;
}

export interface InsolvencySpec extends Meta {
  dateFrom: string;
  dateTo?: string;
  governedBy: string;
}

export interface CommercialSpec {
  limitedPartnerContribution?: number;
  farm?: {
    hectares: number;
    changes: Array<Meta & { change: number; deed: string; issuedOn: string; rights: string; address: string }>;
  };
  equity?: EquityCapitalSpec[];
  influence?: DecisiveInfluenceSpec[];
  depositories?: Array<Meta & { entity: EntityIdentity }>;
  insolvencies?: InsolvencySpec[];
}

export function commercialDetails(c: Ctx, s: CommercialSpec, regcode: string): Obj {
  const id = c.id();
  const lpc =
    s.limitedPartnerContribution === undefined
      ? null
      : { id: c.id(), amount: s.limitedPartnerContribution, currency: "EUR" };
  const farm = s.farm ? farmDetails(c, s.farm) : null;
  return {
    id,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    limited_partner_contribution_id: lpc ? lpc.id : null,
    limited_partner_contribution: lpc,
    farm_details_id: farm ? farm.id : null,
    farm_details: farm,
    equity_capitals: (s.equity ?? []).map((e) => ({
      id: c.id(),
      commercial_entity_details_id: id,
      type: e.type,
      amount: e.amount,
      currency: "EUR",
      number_of_shares: e.shares,
      share_nominal_value: e.nominal,
      change_reason: e.reason,
      ...meta(e),
    })),
    decisive_influence_notices: (s.influence ?? []).map((n) => influenceNotice(c, id, n)),
    depositories: (s.depositories ?? []).map((d) => {
      const basic = legalEntityBasic(c, d.entity);
      return {
        id: c.id(),
        commercial_entity_details_id: id,
        legal_entity_basic_id: basic.id,
        legal_entity_basic: basic,
        ...meta(d),
      };
    }),
    insolvencies: (s.insolvencies ?? []).map((i) => {
      const l = links(c, regcode, { withInsolvency: true });
      const fields = {
        date_from: i.dateFrom,
        date_to: i.dateTo ?? null,
        governed_by: i.governedBy,
        links_id: l.id,
        links: l,
      };
      return {
        id: c.id(),
        commercial_entity_details_id: id,
        ...fields,
        ...meta({ ...i, registeredOn: i.registeredOn ?? i.dateFrom }),
      };
    }),
  };
}

function farmDetails(c: Ctx, f: NonNullable<CommercialSpec["farm"]>): Obj {
  const id = c.id();
  return {
    ...{ id, created_at: c.createdAt, updated_at: c.updatedAt },
    area_in_hectares: f.hectares,
    land_ownership_changes: f.changes.map((x) => ({
      id: c.id(),
      farm_details_id: id,
      area_change: x.change,
      deed_number: x.deed,
      deed_issued_on: x.issuedOn,
      rights_to_land_under_deed: x.rights,
      address: x.address,
      ...meta(x),
    })),
  };
}

function influenceNotice(c: Ctx, detailsId: number, n: DecisiveInfluenceSpec): Obj {
  const id = c.id();
  const dominant = partyObject(c, n.dominant);
  const l = links(c, n.dependent.regcode);
  const dependent = {
    ...c.audit(),
    registration_number: n.dependent.regcode,
    current_name: n.dependent.name,
    links_id: l.id,
    links: l,
  };
  return {
    id,
    commercial_entity_details_id: detailsId,
    type: n.type,
    type_details: n.typeDetails.map((v) => ({ id: c.id(), decisive_influence_notice_id: id, value: v })),
    date_of_agreement: n.agreedOn,
    date_of_amendments: n.amendedOn ?? null,
    DominantEntityID: dominant.id,
    dominant_entity: dominant,
    DependentEntityID: dependent.id,
    dependent_entity: dependent,
    note: n.note ?? null,
    note_on_removal: n.noteOnRemoval ?? null,
    ...meta({ ...n, registeredOn: n.registeredOn ?? n.agreedOn }),
  };
}
