import type { Owner, OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { splitCurrentFormer } from "@/lib/domain/profile/history";
import { type Condition, conditionsInForce, type Severity, severity } from "@/lib/domain/profile/severity";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { Member, Officer } from "@/lib/registry/schemas/lists";
import type { EntitySanction, RelatedSanction } from "@/lib/registry/schemas/sanctions";

/**
 * Rows a summary lists of any one list before counting the rest: a record with thousands of rows still
 * prints on a few pages, and what is left out is counted and left to the full report.
 */
export const SUMMARY_ROWS = 25;

/** The first `cap` of a list, and how many were left out. */
export interface Capped<T> {
  shown: T[];
  more: number;
}

function capped<T>(items: readonly T[], cap: number = SUMMARY_ROWS): Capped<T> {
  return { shown: items.slice(0, cap), more: Math.max(0, items.length - cap) };
}

/** A current member with the share the summary compares with its threshold. */
export interface SummaryMember {
  member: Member;
  /** Percent of the entity: as the register states it, else computed from the number of shares. */
  percent: number;
  basis: "percent" | "shares";
}

/** One sanctions listing of a person or entity related to the entity, and how it is related. */
export type SummaryRelatedSanction = RelatedSanction & { relation: "direct" | "indirect" };

export interface ReportSummary {
  /** The register's status, and every condition in force, gravest first. */
  status: { code: string; conditions: Condition[]; severity: Severity };
  /** Current officers in the record's order; `former` those resigned or ended, counted only. */
  officers: Capped<Officer> & { current: number; former: number };
  /** Current members holding at least `minShare`, largest first. */
  owners: Capped<SummaryMember> & {
    minShare: number;
    current: number;
    /** Current members holding less. */
    below: number;
    /** Current members whose share the record does not state (neither percent nor number of shares). */
    unstated: number;
    former: number;
  };
  /** The beneficial owners the register declares, in force. */
  declaredOwners: Capped<Record<string, unknown>> & { current: number };
  /**
   * The determination's beneficial owners (all who qualify, then those who cannot be excluded, capped) and the
   * sanctioned holders it found; absent when the report has no determination.
   */
  determined?: { beneficial: Capped<Owner>; sanctionedHolders: Capped<Owner> };
  /** Sanctions on the entity and on persons and entities related to it, those in force first. */
  sanctions: {
    entity: Capped<EntitySanction>;
    related: Capped<SummaryRelatedSanction>;
    /** In force on the retrieval's day. */
    entityInForce: number;
    relatedInForce: number;
  };
}

function figure(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * Each current member's share in percent. A share the register states as a percentage is taken as stated; the
 * others are computed from the number of shares, over all current members' shares, but only when every current
 * member states a number (a total missing someone's holding would overstate everyone's). The rest are unstated.
 */
function memberShares(members: readonly Member[]): { shares: SummaryMember[]; unstated: number } {
  const counts = members.map((m) => figure(m.share_holder_details?.number_of_shares));
  const total = counts.every((n) => n !== null) ? counts.reduce<number>((sum, n) => sum + n!, 0) : null;
  const shares: SummaryMember[] = [];
  let unstated = 0;
  members.forEach((member, i) => {
    const stated = figure(member.share_holder_details?.in_percent);
    if (stated !== null) shares.push({ member, percent: stated, basis: "percent" });
    else if (total !== null && total > 0) shares.push({ member, percent: (counts[i]! / total) * 100, basis: "shares" });
    else unstated += 1;
  });
  return { shares, unstated };
}

/** Those in force first, each group in the record's order. */
function inForceFirst<T extends object>(items: readonly T[], now: number): { ordered: T[]; inForce: number } {
  const { current, former } = splitCurrentFormer(items, now);
  return { ordered: [...current, ...former], inForce: current.length };
}

/**
 * Everyone who qualifies, never cut (a share above the threshold leaves room for few), then of those who cannot
 * be excluded the first SUMMARY_ROWS: with persons withheld, thousands of holders can each be one.
 */
function beneficialOwners(owners: readonly Owner[]): Capped<Owner> {
  const open = capped(owners.filter((o) => o.beneficialOwner === "cannot-exclude"));
  return { shown: [...owners.filter((o) => o.beneficialOwner === "yes"), ...open.shown], more: open.more };
}

/**
 * What the summary report states of a record (as the viewer may see it: the gated record and determination,
 * so a withheld person stays withheld) on the retrieval's day `now`: its status, current officers, members
 * holding at least `minShare` percent, beneficial owners and sanctions, each list capped at SUMMARY_ROWS
 * with the rest counted.
 */
export function reportSummary(
  record: LegalEntity,
  { now, minShare, determination }: { now: number; minShare: number; determination?: OwnershipDetermination },
): ReportSummary {
  const officers = splitCurrentFormer(record.Officers, now);
  const members = splitCurrentFormer(record.Members, now);
  const { shares, unstated } = memberShares(members.current);
  const above = shares.filter((s) => s.percent >= minShare).sort((a, b) => b.percent - a.percent);
  const declared = splitCurrentFormer(record.BeneficialOwners, now).current;
  const entity = inForceFirst(record.Sanctions?.legal_entity_sanctions ?? [], now);
  const related = inForceFirst(
    [
      ...(record.Sanctions?.directly_related_sanctions ?? []).map((s) => ({ ...s, relation: "direct" as const })),
      ...(record.Sanctions?.indirectly_related_sanctions ?? []).map((s) => ({ ...s, relation: "indirect" as const })),
    ],
    now,
  );
  return {
    status: { code: record.status, conditions: conditionsInForce(record, now), severity: severity(record, now) },
    officers: { ...capped(officers.current), current: officers.current.length, former: officers.former.length },
    owners: {
      ...capped(above),
      minShare,
      current: members.current.length,
      below: shares.length - above.length,
      unstated,
      former: members.former.length,
    },
    declaredOwners: { ...capped(declared), current: declared.length },
    ...(determination && {
      determined: {
        beneficial: beneficialOwners(determination.owners),
        sanctionedHolders: capped(determination.sanctions.holders),
      },
    }),
    sanctions: {
      entity: capped(entity.ordered),
      related: capped(related.ordered),
      entityInForce: entity.inForce,
      relatedInForce: related.inForce,
    },
  };
}
