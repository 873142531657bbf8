import type { useTranslations } from "next-intl";
import { formatPercent } from "@/lib/platform/format/format-percent";
import type {
  ComplexStructure,
  Discrepancy,
  DiscrepancyKind,
  Owner,
  OwnershipDetermination,
  OwnershipRule,
  PathHop,
  RecordUsed,
  ShareRange,
  UnresolvedReason,
} from "@/lib/domain/ownership/ownership-types";
import { formatShare } from "@/lib/domain/ownership/share-range";
import { meetsThreshold } from "@/lib/domain/ownership/threshold-rule";
import { SHORT_SHA256 } from "@/lib/domain/evidence/short-sha256";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { formatDate } from "@/lib/platform/format/format-date";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * The determination's texts and language, handed in rather than read with hooks: the panel words it in the
 * browser and the report, without React's hooks, on the server.
 */
export interface OwnershipWords {
  t: ReturnType<typeof useTranslations<"ownership">>;
  locale: Locale;
}

/** "more than 25%" or "25% or more". */
export function thresholdText(rule: OwnershipRule, { t, locale }: OwnershipWords): string {
  const percent = formatPercent(rule.threshold, locale);
  return rule.inclusive ? t("summary.atLeast", { percent }) : t("summary.moreThan", { percent });
}

/** The rule in force: its threshold, and why it is the one (the determination's date, or the configuration). */
export function ruleText(determination: Pick<OwnershipDetermination, "rule" | "determinedAt">, words: OwnershipWords) {
  const { rule, determinedAt } = determination;
  const values = { rule: thresholdText(rule, words), date: formatDate(determinedAt, words.locale) };
  return rule.source === "override" ? words.t("summary.ruleOverride", values) : words.t("summary.ruleByDate", values);
}

/** A party's name, or what stands in for it: its details withheld, or no name in the record. */
export function partyName(party: { name: string | null; withheld?: boolean }, { t }: OwnershipWords): string {
  if (party.name !== null) return party.name;
  return party.withheld ? t("party.withheld") : t("party.unnamed");
}

/** What a hop's party holds in the next one: the register's figure, its range, or the control it has instead. */
export function hopShareText(hop: PathHop, words: OwnershipWords): string {
  const { t, locale } = words;
  if (hop.basis === "decisive-influence") return t("hop.decisiveInfluence");
  const range = hop.range ?? (hop.percent === null ? null : { min: hop.percent, max: hop.percent });
  if (range === null) return t("hop.noFigure");
  const share = formatShare(range, locale, { fixed: false });
  if (hop.basis === "joint") return t("hop.jointly", { share });
  if (hop.basis === "unstated") return t("hop.unstated", { share });
  return share;
}

export type ChainPart =
  { kind: "party"; text: string; href?: string; title?: string } | { kind: "share"; text: string };

/** The records a determination read, by registration number. */
export function recordsByRegcode(records: readonly RecordUsed[]): ReadonlyMap<string, RecordUsed> {
  return new Map(records.map((record) => [record.regcode, record]));
}

/**
 * A path as the parts of "Person → 60% → SIA A → 50% → this entity". A registered entity whose record the
 * determination read links to that stored retrieval, which states the share held in it.
 */
export function chainParts(
  path: readonly PathHop[],
  records: ReadonlyMap<string, RecordUsed>,
  words: OwnershipWords,
): ChainPart[] {
  const { t } = words;
  return path.flatMap((hop, i): ChainPart[] => {
    const last = i === path.length - 1;
    const record = hop.regcode === null ? undefined : records.get(hop.regcode);
    // A path ends at the entity itself (layer 0); a control route may end at a parent holding the threshold.
    const entity = last && (records.size === 0 || record?.depth === 0);
    // A hop names no one only where personal details are withheld.
    const text = entity ? t("party.thisEntity") : partyName({ name: hop.name, withheld: true }, words);
    const party: ChainPart = record
      ? {
          kind: "party",
          text,
          href: pagePaths.entity(record.regcode, record.sha256),
          title: t("party.record", {
            name: record.name ?? record.regcode,
            time: formatUtcTime(record.retrievedAt),
            sha256: `${record.sha256.slice(0, SHORT_SHA256)}…`,
          }),
        }
      : { kind: "party", text };
    return last ? [party] : [party, { kind: "share", text: hopShareText(hop, words) }];
  });
}

/** A path in one line of text. */
export function chainText(path: readonly PathHop[], words: OwnershipWords): string {
  return chainParts(path, new Map(), words)
    .map((part) => part.text)
    .join(" → ");
}

/** How an owner qualifies: by ownership (a share reaching the threshold), by control (and which), both, or neither. */
export function routeText(owner: Pick<Owner, "effective" | "control">, rule: OwnershipRule, { t }: OwnershipWords) {
  const owning = meetsThreshold(owner.effective.max, rule);
  if (!owner.control) return owning ? t("route.ownership") : t("route.none");
  const how = owner.control.route === "majority" ? t("route.majority") : t("route.decisiveInfluence");
  return owning ? t("route.both", { how }) : t("route.control", { how });
}

/** Whether the register's declared beneficial owners name this owner. */
export function declaredText(declared: boolean | null, { t }: OwnershipWords): string {
  if (declared === null) return t("declared.unknown");
  return declared ? t("declared.yes") : t("declared.no");
}

const REASON_KEYS = {
  foreign: "foreign",
  withheld: "withheld",
  "not-found": "notFound",
  "depth-limit": "depthLimit",
  "record-limit": "recordLimit",
  "registry-error": "registryError",
  unaccounted: "unaccounted",
  loop: "loop",
} as const satisfies Record<UnresolvedReason, string>;

/** Why a chain stops: a short label, and the sentence that explains it. */
export function reasonWords(reason: UnresolvedReason, { t }: OwnershipWords): { label: string; why: string } {
  const key = REASON_KEYS[reason];
  return { label: t(`reasons.${key}.label`), why: t(`reasons.${key}.why`) };
}

/**
 * Whether someone behind a stop could qualify, as the determination judged it (alone, or with a holder named
 * elsewhere); from its share alone for an answer that does not say.
 */
export function mayHideOwner(stop: { effective: ShareRange; couldHide?: boolean }, rule: OwnershipRule): boolean {
  return stop.couldHide ?? meetsThreshold(stop.effective.max, rule);
}

const DISCREPANCY_KEYS = {
  "declared-unreachable": "declaredUnreachable",
  undeclared: "undeclared",
  differs: "differs",
  withheld: "withheld",
  spelling: "spelling",
  "cannot-check": "cannotCheck",
} as const satisfies Record<DiscrepancyKind, string>;

/** A difference from the register's declaration, worded as a finding. */
export function discrepancyText(discrepancy: Pick<Discrepancy, "kind" | "name">, { t }: OwnershipWords): string {
  const key = DISCREPANCY_KEYS[discrepancy.kind];
  if (key === "withheld") return t("discrepancies.withheld");
  if (key === "cannotCheck") return t("discrepancies.cannotCheck", { name: discrepancy.name ?? t("party.someone") });
  return t(`discrepancies.${key}`, { name: discrepancy.name ?? t("party.someone") });
}

/** A finding an analyst must act on, or one that only informs (a declaration they may not see, a spelling). */
export function discrepancyTone(kind: DiscrepancyKind): "warning" | "info" {
  return kind === "withheld" || kind === "spelling" || kind === "cannot-check" ? "info" : "warning";
}

const CONDITION_KEYS: Record<string, "nonEuEntity" | "legalArrangement" | "nominee" | "obscuredControl"> = {
  "non-eu-entity": "nonEuEntity",
  "legal-arrangement": "legalArrangement",
  nominee: "nominee",
  "obscured-control": "obscuredControl",
};

/** The complex-structure flag, its layers and the aggravating conditions met (one the catalogue lacks as sent). */
export function complexText(structure: ComplexStructure, { t, locale }: OwnershipWords): string {
  const { complex, layers, conditions } = structure;
  if (!complex) return t("complex.simple", { layers });
  if (conditions.length === 0) return t("complex.complexNoConditions", { layers });
  const named = conditions.map((c) => {
    const key = CONDITION_KEYS[c];
    return key ? t(`complex.conditions.${key}`) : c;
  });
  return t("complex.complex", {
    layers,
    conditions: new Intl.ListFormat(locale, { type: "conjunction" }).format(named),
  });
}

/** The beneficial owners (those who qualify first, then those who cannot be excluded), and everyone else reached. */
export function ownersByVerdict(owners: readonly Owner[]): { beneficial: Owner[]; others: Owner[] } {
  return {
    beneficial: [
      ...owners.filter((o) => o.beneficialOwner === "yes"),
      ...owners.filter((o) => o.beneficialOwner === "cannot-exclude"),
    ],
    others: owners.filter((o) => o.beneficialOwner === "no"),
  };
}

/** Why the senior managing officials are named: no one qualifies, or no one could be identified. */
export function officialsWhy(determination: Pick<OwnershipDetermination, "complete">, { t }: OwnershipWords) {
  return determination.complete ? t("officials.noneQualifies") : t("officials.notIdentified");
}
