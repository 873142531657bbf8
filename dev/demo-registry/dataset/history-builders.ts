import { type Ctx, type Meta, type Obj, meta, removalAt } from "./ctx";
import { type EntityIdentity, type LegalActSpec, legalAct, legalEntityBasic, links } from "./shared-builders";

/** Items of the simple dated lists: the spec's own fields plus the history flags. */
function item(c: Ctx, fields: Obj, m: Meta): Obj {
  return { id: c.id(), legal_entity_id: c.recordId, ...fields, ...meta(m) };
}

export function specialStatus(c: Ctx, type: string, dateFrom: string, dateTo: string | null, m: Meta = {}): Obj {
  return item(c, { type, date_from: dateFrom, date_to: dateTo }, { registeredOn: dateFrom, ...m });
}

export function previousName(c: Ctx, name: string, from: string, until: string, m: Meta = {}): Obj {
  return item(c, { name }, { registeredOn: from, removedOn: until, ...m });
}

export function previousAddress(c: Ctx, line: string, from: string, until: string, m: Meta = {}): Obj {
  return item(c, { address: line }, { registeredOn: from, removedOn: until, ...m });
}

export interface LegalFormChange {
  type: string;
  register: string;
  registeredBecauseOf: string;
  removedBecauseOf: string;
  from: string;
  until: string;
}

export function previousLegalForm(c: Ctx, f: LegalFormChange, m: Meta = {}): Obj {
  const fields = {
    type: f.type,
    register: f.register,
    registered_because_of: f.registeredBecauseOf,
    removed_because_of: f.removedBecauseOf,
  };
  return item(c, fields, { registeredOn: f.from, removedOn: f.until, ...m });
}

export function reregistration(c: Ctx, date: string, register: string): Obj {
  return { id: c.id(), legal_entity_id: c.recordId, date, register };
}

/** Item of BranchOf or Branches. */
export function branchLink(c: Ctx, entity: EntityIdentity, dateFrom: string, dateTo: string | null = null): Obj {
  const basic = legalEntityBasic(c, entity);
  return {
    id: c.id(),
    legal_entity_id: c.recordId,
    date_from: dateFrom,
    date_to: dateTo,
    legal_entity_basic_id: basic.id,
    legal_entity_basic: basic,
    last_modified_at: dateTo ?? dateFrom,
  };
}

export interface ProceedingSpec extends Meta {
  type: string;
  startedOn: string;
  endedOn?: string;
  grounds: string;
  groundsForEnd?: string;
  resultType?: string;
}

export function suspension(c: Ctx, p: ProceedingSpec): Obj {
  const fields = {
    type: p.type,
    started_on: p.startedOn,
    ended_on: p.endedOn ?? null,
    grounds_for_suspension: p.grounds,
    grounds_for_renewal: p.groundsForEnd ?? null,
    result_type: p.resultType ?? null,
  };
  return item(c, fields, { registeredOn: p.startedOn, ...p });
}

export function prohibition(c: Ctx, p: ProceedingSpec): Obj {
  const fields = {
    type: p.type,
    started_on: p.startedOn,
    ended_on: p.endedOn ?? null,
    grounds_for_prohibition: p.grounds,
    grounds_for_ending_prohibition: p.groundsForEnd ?? null,
    result_type: p.resultType ?? null,
  };
  return item(c, fields, { registeredOn: p.startedOn, ...p });
}

export function liquidation(c: Ctx, p: ProceedingSpec & { expectedBy?: string; act: LegalActSpec }): Obj {
  const act = legalAct(c, p.act);
  const fields = {
    type: p.type,
    started_on: p.startedOn,
    completion_expected_on: p.expectedBy ?? null,
    ended_on: p.endedOn ?? null,
    grounds_for_liquidation: p.grounds,
    grounds_for_continuation: p.groundsForEnd ?? null,
    result_type: p.resultType ?? null,
    LegalActID: act.id,
    legal_act: act,
  };
  return item(c, fields, { registeredOn: p.startedOn, ...p });
}

export interface ReorganizationSpec extends Meta {
  type: string;
  date: string;
  result: string;
  act: LegalActSpec;
  involved: EntityIdentity[];
  subjects: EntityIdentity[];
  objects: EntityIdentity[];
}

export function reorganization(c: Ctx, r: ReorganizationSpec): Obj {
  const id = c.id();
  const act = legalAct(c, r.act);
  const party = (e: EntityIdentity) => {
    const l = links(c, e.regcode, { foreignEntity: e.foreignLink });
    return {
      id: c.id(),
      reorganization_id: id,
      registration_number: e.regcode,
      external_object_number: e.externalObjectNumber ?? null,
      foreign_registration_number: e.foreignRegistrationNumber ?? null,
      name: e.name,
      current_name: e.name,
      address: e.address,
      country: e.country,
      links_id: l.id,
      links: l,
    };
  };
  const involved = r.involved.map((e) => {
    const l = links(c, e.regcode);
    return {
      id: c.id(),
      reorganization_id: id,
      registration_number: e.regcode,
      current_name: e.name,
      LinksID: l.id,
      links: l,
    };
  });
  return {
    id,
    legal_entity_id: c.recordId,
    type: r.type,
    date: r.date,
    result: r.result,
    LegalActID: act.id,
    legal_act: act,
    entities_involved: involved,
    subjects: r.subjects.map(party),
    objects: r.objects.map(party),
    ...meta({ ...r, registeredOn: r.registeredOn ?? r.date }),
  };
}

export interface SecuringMeasureSpec extends Meta {
  type: string;
  dateFrom: string;
  dateTo?: string;
  institution: string;
  caseNumber: string;
  details: string;
}

export function securingMeasure(c: Ctx, s: SecuringMeasureSpec): Obj {
  const fields = {
    type: s.type,
    date_from: s.dateFrom,
    date_to: s.dateTo ?? null,
    institution: s.institution,
    case_number: s.caseNumber,
    details: s.details,
  };
  return item(c, fields, {
    ...s,
    registeredOn: s.registeredOn ?? s.dateFrom,
    removedOn: removalAt(s.dateTo, s.removedOn),
  });
}

export function variousNotice(c: Ctx, type: string, text: string, date: string, m: Meta = {}): Obj {
  return item(c, { type, text, date }, { registeredOn: date, ...m });
}

export function ownershipStatus(c: Ctx, type: string, details: string, dateFrom: string, m: Meta = {}): Obj {
  return item(c, { type, details, date_from: dateFrom }, { registeredOn: dateFrom, ...m });
}
