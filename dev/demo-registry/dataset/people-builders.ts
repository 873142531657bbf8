import { type Ctx, type Meta, type Obj, meta, removalAt } from "./ctx";
import { type Party, type PersonSpec, naturalPerson, partyFields, partyObject } from "./shared-builders";

export interface RightSpec {
  type: string;
  withAtLeast?: number;
  details?: string;
}

function rights(c: Ctx, owner: { officerId: number | null; procurationId: number | null }, list: RightSpec[]): Obj[] {
  return list.map((r) => ({
    id: c.id(),
    officer_id: owner.officerId,
    procuration_id: owner.procurationId,
    type: r.type,
    with_at_least: r.withAtLeast ?? null,
    details: r.details ?? null,
  }));
}

export interface OfficerSpec extends Meta {
  party: Party;
  position: string;
  appointedOn: string;
  governingBody?: string;
  rights?: RightSpec[];
  termUntil?: string;
  resignedOn?: string;
  positionDetails?: string;
  note?: string;
  registeredBecauseOf?: string;
  removedBecauseOf?: string;
}

export function officer(c: Ctx, o: OfficerSpec): Obj {
  const id = c.id();
  return {
    id,
    legal_entity_id: c.recordId,
    ...partyFields(c, o.party),
    rights_of_representation: rights(c, { officerId: id, procurationId: null }, o.rights ?? []),
    appointed_on: o.appointedOn,
    term_until: o.termUntil ?? null,
    resigned_on: o.resignedOn ?? null,
    position: o.position,
    position_details: o.positionDetails ?? null,
    governing_body: o.governingBody ?? "EXECUTIVE_BOARD",
    note: o.note ?? null,
    registered_because_of: o.registeredBecauseOf ?? null,
    removed_because_of: o.removedBecauseOf ?? null,
    ...meta({
      registeredOn: o.registeredOn ?? o.appointedOn,
      removedOn: removalAt(o.resignedOn, o.removedOn),
      modifiedAt: o.modifiedAt,
      annulled: o.annulled,
    }),
  };
}

export interface MemberSpec extends Meta {
  party: Party;
  dateFrom: string;
  dateTo?: string;
  /**
   * Omit for partners without shares (e.g. general partners). Omit `percent` for a share the register states only
   * as a number of shares and their nominal value: `in_percent` is then null.
   */
  shares?: { count: number; nominal: number; percent?: number; votes?: number; jointOwners?: Party[] };
  representative?: Party;
  restricted?: boolean;
  personallyLiable?: boolean;
}

export function member(c: Ctx, m: MemberSpec): Obj {
  const id = c.id();
  const representative = m.representative ? partyObject(c, m.representative) : null;
  const shd = m.shares ? shareHolderDetails(c, m.shares) : null;
  return {
    id,
    legal_entity_id: c.recordId,
    is_restricted: m.restricted ?? false,
    date_from: m.dateFrom,
    date_to: m.dateTo ?? null,
    is_personally_liable: m.personallyLiable ?? false,
    ...partyFields(c, m.party),
    representative_id: representative ? representative.id : null,
    representative,
    share_holder_details_id: shd ? shd.id : null,
    share_holder_details: shd,
    ...meta({
      registeredOn: m.registeredOn ?? m.dateFrom,
      removedOn: removalAt(m.dateTo, m.removedOn),
      modifiedAt: m.modifiedAt,
      annulled: m.annulled,
    }),
  };
}

function shareHolderDetails(c: Ctx, s: NonNullable<MemberSpec["shares"]>): Obj {
  const id = c.id();
  return {
    id,
    number_of_shares: s.count,
    share_nominal_value: s.nominal,
    share_currency: "EUR",
    in_percent: s.percent ?? null,
    votes: s.votes ?? s.count,
    joint_owners: (s.jointOwners ?? []).map((p) => ({ id: c.id(), share_holder_details_id: id, ...partyFields(c, p) })),
  };
}

export interface BeneficialOwnerSpec extends Meta {
  person: PersonSpec;
  dateFrom: string;
  dateTo?: string;
  controlType?: string;
  isIndirect?: boolean;
}

export function beneficialOwner(c: Ctx, b: BeneficialOwnerSpec): Obj {
  return {
    id: c.id(),
    legal_entity_id: c.recordId,
    // Nationality and residence stay inside natural_person, where redaction can withhold them.
    natural_person: naturalPerson(c, b.person),
    control_type: b.controlType ?? "OWNERSHIP",
    is_indirect: b.isIndirect ?? false,
    date_from: b.dateFrom,
    date_to: b.dateTo ?? null,
    ...meta({ ...b, registeredOn: b.registeredOn ?? b.dateFrom, removedOn: removalAt(b.dateTo, b.removedOn) }),
  };
}

export interface ProcurationSpec extends Meta {
  person: PersonSpec;
  type: string;
  dateFrom: string;
  dateTo?: string;
  rights: RightSpec[];
}

export function procuration(c: Ctx, p: ProcurationSpec): Obj {
  const id = c.id();
  return {
    id,
    legal_entity_id: c.recordId,
    natural_person: naturalPerson(c, p.person),
    type: p.type,
    rights_of_representation: rights(c, { officerId: null, procurationId: id }, p.rights),
    date_from: p.dateFrom,
    date_to: p.dateTo ?? null,
    ...meta({ ...p, registeredOn: p.registeredOn ?? p.dateFrom, removedOn: removalAt(p.dateTo, p.removedOn) }),
  };
}

export interface RepresentativeSpec extends Meta {
  party: Party;
  type: string;
  position: string;
  dateFrom: string;
  dateTo?: string;
}

export function representative(c: Ctx, r: RepresentativeSpec): Obj {
  return {
    id: c.id(),
    legal_entity_id: c.recordId,
    ...partyFields(c, r.party),
    type: r.type,
    position: r.position,
    date_from: r.dateFrom,
    date_to: r.dateTo ?? null,
    ...meta({ ...r, registeredOn: r.registeredOn ?? r.dateFrom, removedOn: removalAt(r.dateTo, r.removedOn) }),
  };
}
