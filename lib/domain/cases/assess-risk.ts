import type { Owner, OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { describeParty } from "@/lib/domain/profile/party";
import { splitCurrentFormer } from "@/lib/domain/profile/history";
import type { Anchor } from "@/lib/registry/record/sections";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { RelatedSanction } from "@/lib/registry/schemas/sanctions";
import type { FactorEvidence, RiskAssessment, RiskFactor } from "./case-types";
import {
  OWNERSHIP_FACTOR_KEYS,
  RISK_FACTOR_KEYS,
  RISK_MODEL,
  type RiskFactorKey,
  forcesHigh,
  levelOfPoints,
} from "./risk-model";

export interface AssessRiskInput {
  record: LegalEntity;
  /** The retrieval the record was read from. */
  sha256: string;
  determination: OwnershipDetermination | null;
  /** YYYY-MM-DD: the day assessed (entries in force then; recent changes and age counted back from it). */
  today: string;
  /** NACE code prefixes rated higher risk (RISK_HIGHER_RISK_ACTIVITIES); the model's list when absent. */
  higherRiskActivities?: readonly string[];
  /**
   * "not-assessed": the ownership factors are left out entirely, not scored as missing (batch screening, where no
   * determination is made); the assessment says so.
   */
  ownership?: "assessed" | "not-assessed";
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const INSOLVENT_STATUS = /INSOLV|BANKRUPT/i;
const LIQUIDATION_STATUS = /LIQUIDAT/i;

/** The calendar day of a register timestamp, or null when it has none. */
const dayOf = (value: unknown): string | null =>
  typeof value === "string" && ISO_DAY.test(value) ? value.slice(0, 10) : null;

/** The day `months` months before `day` (YYYY-MM-DD), by the calendar. */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 - months, d ?? 1)).toISOString().slice(0, 10);
}

const text = (value: unknown): string | null =>
  (typeof value === "string" && value.trim() !== "") || typeof value === "number" ? String(value).trim() : null;
const joined = (...parts: unknown[]) =>
  parts
    .map(text)
    .filter((p) => p !== null)
    .join(" ") || undefined;

/** A party's name as the record gives it; nothing for a withheld person. */
function partyName(entry: object): string | null {
  const party = describeParty(entry as Record<string, unknown>);
  return party.kind === "withheld" ? null : party.name;
}

/**
 * The model's verdict on one entity: each factor that scored, with its points and where its facts are (the
 * retrieval and the profile section), the points together, and the level by the model's thresholds unless a
 * factor forces it to high. Pure: the day, the record and the determination are handed in.
 */
export function assessRisk(input: AssessRiskInput): RiskAssessment {
  const { record, sha256, today } = input;
  const regcode = record.registration_number;
  // In force on the day assessed: an entry ending that day has ended.
  const endOfDay = Date.parse(`${today}T23:59:59.999Z`);
  const current = <T extends object>(items: readonly T[] | undefined) =>
    splitCurrentFormer(items ?? [], endOfDay).current;
  const own = (section: Anchor, detail?: string): FactorEvidence => ({
    regcode,
    sha256,
    section,
    ...(detail === undefined ? {} : { detail }),
  });

  const found = new Map<RiskFactorKey, FactorEvidence[]>();
  // One fact once: an owner that cannot be excluded is also the stop its chain ended at.
  const add = (key: RiskFactorKey, evidence: FactorEvidence[]) => {
    const kept = found.get(key) ?? [];
    const seen = new Set(kept.map((e) => JSON.stringify(e)));
    for (const e of evidence) {
      const id = JSON.stringify(e);
      if (seen.has(id)) continue;
      seen.add(id);
      kept.push(e);
    }
    if (kept.length > 0) found.set(key, kept);
  };

  // Sanctions the record lists: on the entity, and on parties it names (officers, members, their owners…).
  const sanctions = record.Sanctions;
  add(
    "entity-sanctions",
    current(sanctions?.legal_entity_sanctions).map((s) => own("sanctions-entity", joined(s.list, s.program))),
  );
  const related = (items: RelatedSanction[] | undefined, section: Anchor) =>
    current(items).map((s) => own(section, joined(partyName(s), s.list, s.program)));
  add("related-sanctions", [
    ...related(sanctions?.directly_related_sanctions, "sanctions-direct"),
    ...related(sanctions?.indirectly_related_sanctions, "sanctions-indirect"),
  ]);

  // Proceedings in force, and a status that says the same where the register states no entry.
  const insolvencies = current(record.CommercialEntityDetails?.insolvencies);
  add(
    "insolvency",
    insolvencies.length > 0
      ? insolvencies.map((i) => own("insolvencies", joined(dayOf(i.date_from), i.governed_by)))
      : INSOLVENT_STATUS.test(record.status)
        ? [own("identity", record.status)]
        : [],
  );
  const liquidations = current(record.Liquidations);
  add(
    "liquidation",
    liquidations.length > 0
      ? liquidations.map((l) => own("liquidations", joined(dayOf(l.started_on), l.type)))
      : LIQUIDATION_STATUS.test(record.status)
        ? [own("identity", record.status)]
        : [],
  );
  add("suspension", [
    ...current(record.SuspensionsOfActivities).map((s) => own("suspensions", joined(dayOf(s.started_on), s.type))),
    ...current(record.ProhibitionsOfActivities).map((p) => own("prohibitions", joined(dayOf(p.started_on), p.type))),
  ]);
  add(
    "securing-measures",
    current(record.SecuringMeasures).map((m) => own("securing-measures", joined(dayOf(m.date_from), m.type))),
  );

  // Changes after registration within the window: who runs it, who owns it, where it is.
  const registered = dayOf(record.registered_on);
  const windowStart = monthsBefore(today, RISK_MODEL.recentChangeMonths);
  const recent = (day: string | null): day is string =>
    day !== null && day >= windowStart && day <= today && (registered === null || day > registered);
  const changes = (entries: Array<{ entry: object; days: Array<string | null> }>, section: Anchor) =>
    entries.flatMap(({ entry, days }) => days.filter(recent).map((day) => own(section, joined(partyName(entry), day))));
  add(
    "recent-officer-changes",
    changes(
      record.Officers.map((o) => ({
        entry: o,
        days: [dayOf(o.appointed_on) ?? dayOf(o.registered_on), dayOf(o.resigned_on) ?? dayOf(o.removed_on)],
      })),
      "officers",
    ),
  );
  add(
    "recent-member-changes",
    changes(
      record.Members.map((m) => ({ entry: m, days: [dayOf(m.date_from), dayOf(m.date_to)] })),
      "members",
    ),
  );
  add("recent-address-change", [
    ...[dayOf(record.Address?.registered_on)].filter(recent).map((day) => own("address", day)),
    ...record.PreviousAddresses.map((a) => dayOf(a.removed_on))
      .filter(recent)
      .map((day) => own("previous-addresses", day)),
  ]);

  const youngFrom = monthsBefore(today, RISK_MODEL.youngEntityYears * 12);
  if (registered !== null && registered > youngFrom && registered <= today)
    add("young-entity", [own("identity", registered)]);

  const prefixes = (input.higherRiskActivities ?? RISK_MODEL.higherRiskActivities).map((p) => p.replace(/\./g, ""));
  add(
    "higher-risk-activity",
    current(record.ActivitiesDetails?.nace_types).flatMap((n) => {
      const code = n.nace_code?.trim() ?? "";
      const digits = code.replace(/\./g, "");
      return code !== "" && prefixes.some((p) => digits.startsWith(p)) ? [own("nace-types", code)] : [];
    }),
  );

  if (input.ownership !== "not-assessed") {
    if (input.determination === null) add("ownership-not-determined", [own("ownership")]);
    else ownershipFactors(input.determination, own("ownership"), add);
  }

  const factors: RiskFactor[] = RISK_FACTOR_KEYS.flatMap((key) => {
    const evidence = found.get(key);
    return evidence ? [{ key, points: RISK_MODEL.factors[key].points, evidence }] : [];
  });
  const points = factors.reduce((sum, f) => sum + f.points, 0);
  const forcedBy = factors.find((f) => forcesHigh(f.key as RiskFactorKey))?.key;
  return {
    modelVersion: RISK_MODEL.version,
    factors,
    points,
    level: forcedBy ? "high" : levelOfPoints(points),
    ...(forcedBy ? { forcedBy } : {}),
    ...(input.ownership === "not-assessed" ? { ownership: "not-assessed" as const } : {}),
  };
}

/** Whether a key is one of the ownership factors, which batch screening leaves out. */
export const isOwnershipFactor = (key: string): boolean => (OWNERSHIP_FACTOR_KEYS as readonly string[]).includes(key);

/**
 * The factors of the ownership determination. A fact read upstream points at the record it was read from (its
 * retrieval among the determination's records); the entity's own is the fallback.
 */
function ownershipFactors(
  d: OwnershipDetermination,
  root: FactorEvidence,
  add: (key: RiskFactorKey, evidence: FactorEvidence[]) => void,
) {
  const recordOf = (regcode: string | null | undefined): FactorEvidence | null => {
    const used = regcode ? d.records.find((r) => r.regcode === regcode) : undefined;
    return used ? { regcode: used.regcode, sha256: used.sha256, section: "ownership" } : null;
  };
  const at = (detail: string | null | undefined, place: FactorEvidence | null = null): FactorEvidence => ({
    ...(place ?? root),
    ...(detail ? { detail } : {}),
  });
  // An owner's own record when the register has one, else the record it holds its share in (which names it).
  const ownerEvidence = (o: Owner) =>
    at(o.name ?? o.regcode, recordOf(o.regcode) ?? recordOf(o.paths[0]?.[1]?.regcode));

  if (d.sanctions.restricted || d.sanctions.verdict === "yes")
    add("ownership-sanctions", d.sanctions.holders.length > 0 ? d.sanctions.holders.map(ownerEvidence) : [at(null)]);
  else if (d.sanctions.verdict === "cannot-exclude")
    add(
      "ownership-sanctions-open",
      d.sanctions.holders.length > 0 ? d.sanctions.holders.map(ownerEvidence) : [at(null)],
    );
  add(
    "sanctioned-owner",
    d.owners.filter((o) => o.sanctioned && (o.beneficialOwner === "yes" || o.control !== null)).map(ownerEvidence),
  );

  // A withheld declaration, or a stopped chain keeping it from being checked, is no mismatch (as the profile says).
  add(
    "register-mismatch",
    d.discrepancies.filter((x) => x.kind !== "withheld" && x.kind !== "cannot-check").map((x) => at(x.name ?? x.kind)),
  );
  // Owners withheld, else the chains stopped at a withheld person, else a declaration withheld: one fact, not three.
  const withheldOwners = d.owners.filter((o) => o.withheld).map(ownerEvidence);
  const withheldStops = d.unresolved.filter((u) => u.reason === "withheld").map((u) => at(null, recordOf(u.regcode)));
  const withheldDeclared = d.discrepancies.some((x) => x.kind === "withheld") ? [at(null)] : [];
  add(
    "beneficial-owners-withheld",
    withheldOwners.length > 0 ? withheldOwners : withheldStops.length > 0 ? withheldStops : withheldDeclared,
  );

  const openOwners = d.owners.filter((o) => o.beneficialOwner === "cannot-exclude");
  const open = [
    ...openOwners.map(ownerEvidence),
    ...d.unresolved
      .filter((u) => u.couldHide && !openOwners.some((o) => o.name === u.name && o.regcode === u.regcode))
      .map((u) => at(u.name ?? u.regcode ?? u.reason, recordOf(u.regcode))),
  ];
  add("ownership-incomplete", open.length > 0 ? open : d.complete ? [] : [at(null)]);

  if (d.complexStructure.complex)
    add("complex-structure", [at([`${d.complexStructure.layers}`, ...d.complexStructure.conditions].join(" "))]);

  const foreignOwners = d.owners.filter((o) => o.reason === "foreign");
  add("foreign-parents", [
    ...foreignOwners.map(ownerEvidence),
    ...d.unresolved
      .filter((u) => u.reason === "foreign" && !foreignOwners.some((o) => o.name === u.name))
      .map((u) => at(u.name)),
  ]);
}
