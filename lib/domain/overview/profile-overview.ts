import { type SanctionedState, sanctionedParties } from "@/lib/domain/ownership/sanctioned-parties";
import { partyKey } from "@/lib/domain/ownership/party-key";
import { hasEntries } from "@/lib/domain/profile/has-entries";
import { splitCurrentFormer } from "@/lib/domain/profile/history";
import { type KeyFinding, keyFindings } from "@/lib/domain/profile/key-findings";
import { memberShare } from "@/lib/domain/profile/member-share";
import { describeParty, type PartyView } from "@/lib/domain/profile/party";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { Anchor, SectionAnchor } from "@/lib/registry/record/sections";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";

/** Entries named per list on the overview; the rest are one link away, in their section. */
export const OVERVIEW_LIST_LIMIT = 5;
/** Fewer per list for members and declared owners: they share one card with the determination's owners. */
export const OVERVIEW_OWNERS_LIMIT = 3;

/** A person or entity on the overview: who (the withheld placeholder's place when withheld), and whether sanctions name them. */
export interface OverviewParty {
  party: PartyView;
  sanctioned: SanctionedState | null;
}

export interface OverviewOfficer extends OverviewParty {
  /** Register codes, worded by whoever shows them. */
  position: string;
  governingBody: string;
  rights: { type: string; withAtLeast: string | null }[];
}

export interface OverviewMember extends OverviewParty {
  /** "40%", "48000 shares", or null when the record states neither. */
  share: string | null;
}

export interface OverviewDeclaredOwner extends OverviewParty {
  controlType: string;
  indirect: boolean;
}

/**
 * The first entries of a list in force, how many there are, and the section showing them all; `anchor` is
 * null when the profile has no such section (an empty list is named in one line, not drawn).
 */
export interface OverviewList<T> {
  shown: T[];
  total: number;
  anchor: SectionAnchor | null;
}

export interface OverviewFacts {
  legalName: string;
  registrationNumber: string;
  /** Register codes. */
  type: string;
  status: string;
  register: string;
  statusDetails: string;
  registeredOn: string | null;
  removedOn: string | null;
  address: { text: string; anchor: Anchor } | null;
  /** The equity capital in force (the latest registered), linked to the capital history. */
  capital: { amount: number | null; currency: string; type: string; anchor: Anchor } | null;
}

/** What the profile's first screen says: what the entity is, what to worry about, who runs, owns and benefits. */
export interface ProfileOverview {
  facts: OverviewFacts;
  findings: KeyFinding[];
  officers: OverviewList<OverviewOfficer>;
  members: OverviewList<OverviewMember>;
  declaredOwners: OverviewList<OverviewDeclaredOwner>;
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value).trim();
}

function toNumber(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

function list<T>(items: T[], anchor: SectionAnchor, shown: boolean, limit: number): OverviewList<T> {
  return { shown: items.slice(0, limit), total: items.length, anchor: shown ? anchor : null };
}

function addressOf(record: LegalEntity): OverviewFacts["address"] {
  const a = record.Address;
  if (!a) return null;
  const line =
    text(a.address_complete) ||
    text(a.address_incomplete) ||
    [a.street, a.house_number, a.city, a.parish, a.county, a.postal_code].map(text).filter(Boolean).join(", ");
  return line === "" ? null : { text: line, anchor: "address" };
}

function capitalOf(record: LegalEntity, now: number): OverviewFacts["capital"] {
  const { current } = splitCurrentFormer(record.CommercialEntityDetails?.equity_capitals ?? [], now);
  // The latest registered of those in force: an increase registered later supersedes the earlier figure.
  const latest = current.reduce<(typeof current)[number] | undefined>(
    (best, c) => (best === undefined || (c.registered_on ?? "") > (best.registered_on ?? "") ? c : best),
    undefined,
  );
  if (!latest) return null;
  return {
    amount: toNumber(latest.amount),
    currency: text(latest.currency),
    type: text(latest.type),
    anchor: "equity-capitals",
  };
}

/**
 * The overview of a register record (already gated for the viewer: a withheld person stays withheld) as of
 * `now`, the retrieval time: facts, key findings, and the officers, members and declared beneficial owners in
 * force, the first `limit` officers and `ownersLimit` of the others. Members are listed largest share first, the
 * others in the register's order. `sanctioned` is the record's sanctioned parties when the caller has them already.
 */
export function profileOverview(
  record: LegalEntity,
  {
    now,
    locale,
    limit = OVERVIEW_LIST_LIMIT,
    ownersLimit = OVERVIEW_OWNERS_LIMIT,
    sanctioned = sanctionedParties(record, now),
  }: {
    now: number;
    locale: Locale;
    limit?: number;
    ownersLimit?: number;
    sanctioned?: ReadonlyMap<string, SanctionedState>;
  },
): ProfileOverview {
  const who = (entry: Record<string, unknown>): OverviewParty => {
    const key = partyKey(entry);
    return { party: describeParty(entry), sanctioned: (key !== null && sanctioned.get(key)) || null };
  };

  const officers = splitCurrentFormer(record.Officers, now).current.map((o): OverviewOfficer => ({
    ...who(o),
    position: text(o.position),
    governingBody: text(o.governing_body),
    rights: o.rights_of_representation
      .filter((r) => text(r.type) !== "")
      .map((r) => ({ type: text(r.type), withAtLeast: text(r.with_at_least) || null })),
  }));

  const members = splitCurrentFormer(record.Members, now)
    .current.map((m) => ({ member: m, ...memberShare(m.share_holder_details, locale) }))
    // Stable: equal or unstated shares keep the register's order, unstated last.
    .sort((a, b) => (b.percent ?? -1) - (a.percent ?? -1))
    .map(({ member, label }): OverviewMember => ({ ...who(member), share: label }));

  const declared = splitCurrentFormer(record.BeneficialOwners, now).current.map((b): OverviewDeclaredOwner => ({
    ...who(b),
    controlType: text(b.control_type),
    indirect: b.is_indirect === true,
  }));

  return {
    facts: {
      legalName: record.legal_name,
      registrationNumber: record.registration_number,
      type: record.type,
      status: record.status,
      register: record.register,
      statusDetails: record.status_details,
      registeredOn: record.registered_on,
      removedOn: record.removed_on,
      address: hasEntries(record.Address) ? addressOf(record) : null,
      capital: hasEntries(record.CommercialEntityDetails) ? capitalOf(record, now) : null,
    },
    findings: keyFindings(record, now),
    officers: list(officers, "officers", record.Officers.length > 0, limit),
    members: list(members, "members", record.Members.length > 0, ownersLimit),
    declaredOwners: list(declared, "beneficial-owners", record.BeneficialOwners.length > 0, ownersLimit),
  };
}
