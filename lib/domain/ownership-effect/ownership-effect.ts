import { assessRisk } from "@/lib/domain/cases/assess-risk";
import type { RiskAssessment, RiskLevel } from "@/lib/domain/cases/case-types";
import type {
  ControlRoute,
  Discrepancy,
  Owner,
  OwnerKind,
  OwnershipDetermination,
  OwnershipRule,
  ShareRange,
  Verdict,
} from "@/lib/domain/ownership/ownership-types";
import { meetsThreshold } from "@/lib/domain/ownership/threshold-rule";
import type { AlertSeverity } from "@/lib/platform/db/schema/watchlists";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";

/**
 * What a change anywhere in a watched entity's ownership structure does to the watched entity: two
 * determinations of it (before and after a record of the structure changed) compared for who owns and
 * controls it, sanctions through its owners, mismatches with the register's declaration and the risk level.
 * A change that moves none of these is no effect, whichever record it is in: the caller raises no alert.
 * Owners are paired by their key, so compare determinations as made, never as withheld for a viewer
 * (withholding numbers persons' keys afresh in each).
 */

/** Where a share stands against a line: meets it, may meet it (only the range's top does), or below it. */
export type ThresholdStanding = "meets" | "cannot-exclude" | "below";

/** A party of the structure, by the key the determination gives its owners. */
export interface PartyRef {
  key: string;
  kind: OwnerKind;
  name: string | null;
  regcode: string | null;
  withheld?: boolean;
}

/** An owner as one determination sees them. */
export interface OwnerStanding {
  verdict: Verdict;
  effective: ShareRange;
  control: ControlRoute | null;
  sanctioned: boolean;
}

export interface OwnerEffect extends PartyRef {
  /** Null: not in the structure on that side (a share of 0%, verdict "no"). */
  before: OwnerStanding | null;
  after: OwnerStanding | null;
  /**
   * As a beneficial owner (verdict "yes" or "cannot-exclude"): "added" is newly one (new to the structure or up
   * from "no"), "removed" no longer one, "changed" between "yes" and "cannot-exclude".
   */
  beneficialOwner: "added" | "removed" | "changed" | null;
  shareChanged: boolean;
  /** The effective share's standing against the rule in force moved, either way. */
  crossing: { before: ThresholdStanding; after: ThresholdStanding } | null;
  /** A control route gained, lost, or a different one (another route or another chain). */
  control: "gained" | "lost" | "changed" | null;
}

/** A sanctioned party of the structure as one determination sees it. */
export interface SanctionedStanding {
  effective: ShareRange;
  /** A beneficial owner ("yes") or in control of the entity: what the risk model forces to high. */
  ownerOrController: boolean;
}

export interface SanctionedPartyEffect extends PartyRef {
  /** Null: not a sanctioned party of the structure on that side (not in it, or not listed). */
  before: SanctionedStanding | null;
  after: SanctionedStanding | null;
}

export interface SanctionsEffect {
  /** Sanctioned parties that came or went, or became or stopped being an owner or controller. */
  parties: SanctionedPartyEffect[];
  /** What sanctioned parties hold together, when it moved. */
  aggregate: { before: ShareRange; after: ShareRange } | null;
  /** The aggregate's standing against 50%, when it moved. */
  majority: { before: ThresholdStanding; after: ThresholdStanding } | null;
  /** Whether the entity is under the same restrictions, when that moved. */
  verdict: { before: Verdict; after: Verdict } | null;
}

/** A record of the structure whose stored retrieval changed, or that came into it or left it. */
export interface RecordEffect {
  regcode: string;
  name: string | null;
  depth: number;
  before: { sha256: string; retrievedAt: string } | null;
  after: { sha256: string; retrievedAt: string } | null;
}

export interface RiskSide {
  level: RiskLevel;
  points: number;
  factors: string[];
}

/** The current model's level for the entity on each side (the same model and day for both). */
export interface RiskEffect {
  modelVersion: string;
  before: RiskSide;
  after: RiskSide;
}

/** What an effect is, each graded: the alert's severity is the gravest of them. */
export const EFFECT_SEVERITY = {
  "sanctioned-party-added": "high",
  "sanctioned-owner-gained": "high",
  "sanctions-majority-reached": "high",
  "sanctions-restricted": "high",
  "risk-high": "high",
  "beneficial-owner-added": "medium",
  "beneficial-owner-removed": "medium",
  "verdict-changed": "medium",
  "threshold-crossed": "medium",
  "control-gained": "medium",
  "control-lost": "medium",
  "control-changed": "medium",
  "sanctioned-party-removed": "medium",
  "sanctioned-owner-lost": "medium",
  "sanctions-majority-changed": "medium",
  "sanctions-verdict-changed": "medium",
  "mismatch-added": "medium",
  "risk-changed": "medium",
  "share-changed": "low",
  "sanctions-aggregate-changed": "low",
  "mismatch-resolved": "low",
} as const satisfies Record<string, AlertSeverity>;

export type EffectKind = keyof typeof EFFECT_SEVERITY;
const EFFECT_ORDER = Object.keys(EFFECT_SEVERITY) as EffectKind[];

export interface OwnershipEffect {
  regcode: string;
  /** The rule in force (the later determination's): crossings are measured against it. */
  rule: OwnershipRule;
  /** Owners whose standing moved: verdict, share, standing against the threshold, control. */
  owners: OwnerEffect[];
  sanctions: SanctionsEffect;
  /** Mismatches with the register's declared beneficial owners (not withheld or unchecked declarations). */
  discrepancies: { added: Discrepancy[]; resolved: Discrepancy[] };
  /** Where it happened: the structure's records with a new retrieval (told even when nothing else moved). */
  records: RecordEffect[];
  /** Null when the entity's record was not handed in. */
  risk: RiskEffect | null;
  /** What moved, gravest first. */
  effects: EffectKind[];
  /** The gravest effect's; null with no effect. */
  severity: AlertSeverity | null;
  /** Nothing that bears on the watched entity moved: no alert. */
  isEmpty: boolean;
}

/** The watched entity's own record on one side, as the risk model reads it. */
export interface EntityRetrieval {
  record: LegalEntity;
  sha256: string;
}

export interface OwnershipEffectOptions {
  /**
   * For the risk level before → after: the model needs the entity's record beside the determination (give the
   * same retrieval twice when only an upstream record changed), and one day to assess both sides on, so only
   * the change shows.
   */
  risk?: {
    before: EntityRetrieval;
    after: EntityRetrieval;
    /** YYYY-MM-DD. */
    today: string;
    higherRiskActivities?: readonly string[];
  };
}

const ZERO: ShareRange = { min: 0, max: 0 };
/** Determinations keep figures to 1e-9: anything smaller is the same figure. */
const EPSILON = 1e-9;
const sameRange = (a: ShareRange, b: ShareRange) =>
  Math.abs(a.min - b.min) < EPSILON && Math.abs(a.max - b.max) < EPSILON;
const isBeneficial = (verdict: Verdict | undefined) => verdict === "yes" || verdict === "cannot-exclude";

/** A range's standing against a line, as the determination's verdicts read it: its least share, else its greatest. */
function standing(range: ShareRange, meets: (value: number) => boolean): ThresholdStanding {
  if (meets(range.min)) return "meets";
  return meets(range.max) ? "cannot-exclude" : "below";
}

/** Two control routes are one when the route and the chain of parties are. */
function routeSignature(route: ControlRoute | null): string | null {
  if (route === null) return null;
  return `${route.route}:${route.via.map((hop) => hop.regcode ?? hop.name ?? "withheld").join(">")}`;
}

const partyRef = (o: Owner): PartyRef => ({
  key: o.key,
  kind: o.kind,
  name: o.name,
  regcode: o.regcode,
  ...(o.withheld ? { withheld: true } : {}),
});

const ownerStanding = (o: Owner): OwnerStanding => ({
  verdict: o.beneficialOwner,
  effective: o.effective,
  control: o.control,
  sanctioned: o.sanctioned === true,
});

/**
 * The effect on the watched entity of the change between two determinations of it. Pure: the determinations
 * (and, for the risk level, the entity's record) are handed in; words are left to whoever tells it.
 */
export function ownershipEffect(
  before: OwnershipDetermination,
  after: OwnershipDetermination,
  options: OwnershipEffectOptions = {},
): OwnershipEffect {
  if (before.regcode !== after.regcode) {
    throw new Error(`An effect compares one entity: ${before.regcode} and ${after.regcode} are two`);
  }
  const effects = new Set<EffectKind>();
  const owners = ownerEffects(before, after, effects);
  const sanctions = sanctionsEffect(before, after, effects);
  const discrepancies = discrepancyEffect(before, after, effects);
  const risk = options.risk ? riskEffect(before, after, options.risk, effects) : null;
  const ordered = EFFECT_ORDER.filter((kind) => effects.has(kind));
  const severity = ordered.length === 0 ? null : gravest(ordered.map((kind) => EFFECT_SEVERITY[kind]));
  return {
    regcode: after.regcode,
    rule: after.rule,
    owners,
    sanctions,
    discrepancies,
    records: recordEffects(before, after),
    risk,
    effects: ordered,
    severity,
    isEmpty: ordered.length === 0,
  };
}

function gravest(severities: AlertSeverity[]): AlertSeverity {
  if (severities.includes("high")) return "high";
  return severities.includes("medium") ? "medium" : "low";
}

function ownerEffects(
  before: OwnershipDetermination,
  after: OwnershipDetermination,
  effects: Set<EffectKind>,
): OwnerEffect[] {
  // Crossings are measured against the rule in force, on both sides: the share moved, not the line.
  const meets = (value: number) => meetsThreshold(value, after.rule);
  const was = new Map(before.owners.map((o) => [o.key, o]));
  const now = new Map(after.owners.map((o) => [o.key, o]));
  // The later determination's order (largest share first), then those who left, in the earlier one's.
  const keys = [...now.keys(), ...[...was.keys()].filter((key) => !now.has(key))];
  const found: OwnerEffect[] = [];
  for (const key of keys) {
    const b = was.get(key);
    const a = now.get(key);
    const shareBefore = b?.effective ?? ZERO;
    const shareAfter = a?.effective ?? ZERO;
    const beneficialBefore = isBeneficial(b?.beneficialOwner);
    const beneficialAfter = isBeneficial(a?.beneficialOwner);
    const beneficialOwner =
      beneficialAfter && !beneficialBefore
        ? "added"
        : beneficialBefore && !beneficialAfter
          ? "removed"
          : beneficialBefore && b!.beneficialOwner !== a!.beneficialOwner
            ? "changed"
            : null;
    const standBefore = standing(shareBefore, meets);
    const standAfter = standing(shareAfter, meets);
    const crossing = standBefore === standAfter ? null : { before: standBefore, after: standAfter };
    const routeBefore = routeSignature(b?.control ?? null);
    const routeAfter = routeSignature(a?.control ?? null);
    const control =
      routeBefore === routeAfter ? null : routeBefore === null ? "gained" : routeAfter === null ? "lost" : "changed";
    const shareChanged = !sameRange(shareBefore, shareAfter);
    if (!beneficialOwner && !crossing && !control && !shareChanged) continue;

    if (beneficialOwner === "added") effects.add("beneficial-owner-added");
    if (beneficialOwner === "removed") effects.add("beneficial-owner-removed");
    if (beneficialOwner === "changed") effects.add("verdict-changed");
    if (crossing) effects.add("threshold-crossed");
    if (control) effects.add(`control-${control}`);
    if (shareChanged) effects.add("share-changed");
    found.push({
      ...partyRef((a ?? b)!),
      before: b ? ownerStanding(b) : null,
      after: a ? ownerStanding(a) : null,
      beneficialOwner,
      shareChanged,
      crossing,
      control,
    });
  }
  return found;
}

function sanctionedParties(d: OwnershipDetermination): Map<string, { owner: Owner; standing: SanctionedStanding }> {
  const owners = new Map(d.owners.map((o) => [o.key, o]));
  return new Map(
    d.sanctions.holders.map((holder) => {
      // A sanctioned entity on the way is listed among the holders but is no owner entry of its own.
      const asOwner = owners.get(holder.key);
      const ownerOrController =
        asOwner !== undefined && (asOwner.beneficialOwner === "yes" || asOwner.control !== null);
      return [holder.key, { owner: holder, standing: { effective: holder.effective, ownerOrController } }];
    }),
  );
}

const sanctionsVerdict = (d: OwnershipDetermination): Verdict =>
  d.sanctions.verdict ?? (d.sanctions.restricted ? "yes" : "no");
const atLeastHalf = (value: number) => value >= 50;

function sanctionsEffect(
  before: OwnershipDetermination,
  after: OwnershipDetermination,
  effects: Set<EffectKind>,
): SanctionsEffect {
  const was = sanctionedParties(before);
  const now = sanctionedParties(after);
  const parties: SanctionedPartyEffect[] = [];
  for (const key of [...now.keys(), ...[...was.keys()].filter((k) => !now.has(k))]) {
    const b = was.get(key);
    const a = now.get(key);
    if (b && a && b.standing.ownerOrController === a.standing.ownerOrController) continue;
    if (!b) effects.add("sanctioned-party-added");
    else if (!a) effects.add("sanctioned-party-removed");
    else effects.add(a.standing.ownerOrController ? "sanctioned-owner-gained" : "sanctioned-owner-lost");
    parties.push({ ...partyRef((a ?? b)!.owner), before: b?.standing ?? null, after: a?.standing ?? null });
  }

  const aggregateMoved = !sameRange(before.sanctions.aggregate, after.sanctions.aggregate);
  if (aggregateMoved) effects.add("sanctions-aggregate-changed");
  const majorityBefore = standing(before.sanctions.aggregate, atLeastHalf);
  const majorityAfter = standing(after.sanctions.aggregate, atLeastHalf);
  if (majorityAfter === "meets" && majorityBefore !== "meets") effects.add("sanctions-majority-reached");
  else if (majorityAfter !== majorityBefore) effects.add("sanctions-majority-changed");
  const verdictBefore = sanctionsVerdict(before);
  const verdictAfter = sanctionsVerdict(after);
  if (verdictAfter === "yes" && verdictBefore !== "yes") effects.add("sanctions-restricted");
  else if (verdictAfter !== verdictBefore) effects.add("sanctions-verdict-changed");

  return {
    parties,
    aggregate: aggregateMoved ? { before: before.sanctions.aggregate, after: after.sanctions.aggregate } : null,
    majority: majorityBefore === majorityAfter ? null : { before: majorityBefore, after: majorityAfter },
    verdict: verdictBefore === verdictAfter ? null : { before: verdictBefore, after: verdictAfter },
  };
}

/** A mismatch is one while its kind, the owner or declaration it concerns and what differs are; its wording may move. */
const mismatchKey = (d: Discrepancy) =>
  JSON.stringify([d.kind, d.ownerKey ?? null, d.name, d.declaredName ?? null, d.differsIn ?? null]);
// A withheld declaration, or one a stopped chain keeps from being checked, is no mismatch (as the findings say).
const mismatches = (d: OwnershipDetermination) =>
  d.discrepancies.filter((x) => x.kind !== "withheld" && x.kind !== "cannot-check");

function discrepancyEffect(
  before: OwnershipDetermination,
  after: OwnershipDetermination,
  effects: Set<EffectKind>,
): OwnershipEffect["discrepancies"] {
  const was = new Set(mismatches(before).map(mismatchKey));
  const now = new Set(mismatches(after).map(mismatchKey));
  const added = mismatches(after).filter((d) => !was.has(mismatchKey(d)));
  const resolved = mismatches(before).filter((d) => !now.has(mismatchKey(d)));
  if (added.length > 0) effects.add("mismatch-added");
  if (resolved.length > 0) effects.add("mismatch-resolved");
  return { added, resolved };
}

function recordEffects(before: OwnershipDetermination, after: OwnershipDetermination): RecordEffect[] {
  const was = new Map(before.records.map((r) => [r.regcode, r]));
  const now = new Map(after.records.map((r) => [r.regcode, r]));
  const retrieval = (r: { sha256: string; retrievedAt: string } | undefined) =>
    r ? { sha256: r.sha256, retrievedAt: r.retrievedAt } : null;
  const found: RecordEffect[] = [];
  for (const regcode of [...now.keys(), ...[...was.keys()].filter((k) => !now.has(k))]) {
    const b = was.get(regcode);
    const a = now.get(regcode);
    if (b && a && b.sha256 === a.sha256) continue;
    const r = (a ?? b)!;
    found.push({ regcode, name: r.name, depth: r.depth, before: retrieval(b), after: retrieval(a) });
  }
  return found;
}

function riskEffect(
  before: OwnershipDetermination,
  after: OwnershipDetermination,
  input: NonNullable<OwnershipEffectOptions["risk"]>,
  effects: Set<EffectKind>,
): RiskEffect {
  const assess = (determination: OwnershipDetermination, entity: EntityRetrieval): RiskAssessment =>
    assessRisk({
      record: entity.record,
      sha256: entity.sha256,
      determination,
      today: input.today,
      ...(input.higherRiskActivities ? { higherRiskActivities: input.higherRiskActivities } : {}),
    });
  const side = (a: RiskAssessment): RiskSide => ({
    level: a.level,
    points: a.points,
    factors: a.factors.map((f) => f.key),
  });
  const b = assess(before, input.before);
  const a = assess(after, input.after);
  if (a.level !== b.level) effects.add(a.level === "high" ? "risk-high" : "risk-changed");
  return { modelVersion: a.modelVersion, before: side(b), after: side(a) };
}
