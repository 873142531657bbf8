import { z } from "zod";
import type {
  OwnerEffect,
  OwnershipEffect,
  PartyRef,
  RecordEffect,
  ThresholdStanding,
} from "@/lib/domain/ownership-effect/ownership-effect";
import type { OwnershipRule, ShareRange, Verdict } from "@/lib/domain/ownership/ownership-types";
import { formatShare } from "@/lib/domain/ownership/share-range";
import { formatPercent } from "@/lib/platform/format/format-percent";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";

/**
 * An alert's effect on the watched entity in words of a language: one short line for the alerts list, the
 * digest and the webhook. Names come as the effect keeps them: a person whose details were withheld when the
 * effect was computed reads as "a withheld person", never a guess.
 */

/** At most this many parties or records a clause names: the alerts page shows the rest in detail. */
const NAMED = 3;

const range = z.object({ min: z.number(), max: z.number() });
const party = z.object({ key: z.string(), name: z.string().nullable(), withheld: z.boolean().optional() });
const standing = z.enum(["meets", "cannot-exclude", "below"]);
const verdict = z.enum(["yes", "no", "cannot-exclude"]);
const retrieval = z.object({ sha256: z.string(), retrievedAt: z.string() }).nullable();

/**
 * What the words read of a stored effect, checked loosely: an alert keeps it as JSON, and one raised before
 * effects were kept, or by an older shape of them, has none to word.
 */
const storedEffect = z.object({
  regcode: z.string(),
  rule: z.object({ threshold: z.number(), inclusive: z.boolean() }),
  owners: z.array(
    party.extend({
      before: z.object({ verdict, effective: range }).nullable(),
      after: z.object({ verdict, effective: range }).nullable(),
      beneficialOwner: z.enum(["added", "removed", "changed"]).nullable(),
      shareChanged: z.boolean(),
      crossing: z.object({ before: standing, after: standing }).nullable(),
      control: z.enum(["gained", "lost", "changed"]).nullable(),
    }),
  ),
  sanctions: z.object({
    parties: z.array(
      party.extend({
        before: z.object({ effective: range, ownerOrController: z.boolean() }).nullable(),
        after: z.object({ effective: range, ownerOrController: z.boolean() }).nullable(),
      }),
    ),
    aggregate: z.object({ before: range, after: range }).nullable(),
    majority: z.object({ before: standing, after: standing }).nullable(),
    verdict: z.object({ before: verdict, after: verdict }).nullable(),
  }),
  discrepancies: z.object({
    added: z.array(z.object({ name: z.string().nullable() })),
    resolved: z.array(z.object({ name: z.string().nullable() })),
  }),
  records: z.array(
    z.object({
      regcode: z.string(),
      name: z.string().nullable(),
      depth: z.number(),
      before: retrieval,
      after: retrieval,
    }),
  ),
  risk: z
    .object({
      before: z.object({ level: z.enum(["low", "medium", "high"]) }),
      after: z.object({ level: z.enum(["low", "medium", "high"]) }),
    })
    .nullable(),
  effects: z.array(z.string()),
  isEmpty: z.boolean(),
});

/** A stored effect (an alert's `effect` column) when it has the shape the words read, else null. */
export function parseStoredEffect(value: unknown): OwnershipEffect | null {
  const parsed = storedEffect.safeParse(value);
  // Checked for what is read; the rest is kept as stored.
  return parsed.success ? (value as OwnershipEffect) : null;
}

const t = (locale: Locale) => translator(locale, "monitoring");

/** A party's name, or what stands in for it: a withheld person, or a party the record does not name. */
export function effectPartyName(p: Pick<PartyRef, "name" | "withheld">, locale: Locale): string {
  if (p.name !== null && !p.withheld) return p.name;
  return p.withheld ? t(locale)("effect.withheld") : t(locale)("effect.unnamed");
}

/** A share as the effect states it: the register's figures as stated, a range where the data allows one. */
export const effectShare = (share: ShareRange, locale: Locale) => formatShare(share, locale, { fixed: false });

const ZERO: ShareRange = { min: 0, max: 0 };

/** "24.9% → 25.1%"; a side without the party is 0%. */
export function shareChange(before: ShareRange | null, after: ShareRange | null, locale: Locale): string {
  return t(locale)("effect.change", {
    before: effectShare(before ?? ZERO, locale),
    after: effectShare(after ?? ZERO, locale),
  });
}

const STANDING_KEY = { meets: "meets", "cannot-exclude": "cannotExclude", below: "below" } as const;
const VERDICT_KEY = { yes: "yes", no: "no", "cannot-exclude": "cannotExclude" } as const;

/** "more than 25%" or "25% or more": the rule in force, as the ownership panel words it. */
export function ruleWords(rule: Pick<OwnershipRule, "threshold" | "inclusive">, locale: Locale): string {
  const percent = formatPercent(rule.threshold, locale);
  const words = translator(locale, "ownership");
  return rule.inclusive ? words("summary.atLeast", { percent }) : words("summary.moreThan", { percent });
}

/** Where a share stands against the rule: "below the threshold (more than 25%)". */
export function standingWords(value: ThresholdStanding, rule: OwnershipRule, locale: Locale): string {
  return t(locale)(`effect.standing.${STANDING_KEY[value]}`, { rule: ruleWords(rule, locale) });
}

export function verdictWords(value: Verdict, locale: Locale): string {
  return t(locale)(`effect.verdict.${VERDICT_KEY[value]}`);
}

/** A record of the structure: its name and number, or its number alone. */
export function recordLabel(record: Pick<RecordEffect, "regcode" | "name">, locale: Locale): string {
  return record.name === null
    ? record.regcode
    : t(locale)("effect.named", { name: record.name, details: record.regcode });
}

/** What happened to a record: a new retrieval, or it came into the structure or left it. */
export function recordChange(record: RecordEffect): "changed" | "added" | "removed" {
  if (record.before === null) return "added";
  return record.after === null ? "removed" : "changed";
}

/** The first few of a list, then "and 2 more". */
function someOf(items: string[], locale: Locale): string {
  const shown = items.slice(0, NAMED);
  const rest = items.length - shown.length;
  return [...shown, ...(rest > 0 ? [t(locale)("effect.more", { count: rest })] : [])].join(", ");
}

type OwnerLead = keyof typeof OWNER_LEADS;
const OWNER_LEADS = {
  beneficialOwnerAdded: 0,
  beneficialOwnerRemoved: 1,
  verdictChanged: 2,
  thresholdCrossed: 3,
  controlGained: 4,
  controlLost: 5,
  controlChanged: 6,
  shareChanged: 7,
} as const;

/** What an owner's change is told as: the gravest thing that moved for them. */
export function ownerLead(owner: OwnerEffect): OwnerLead {
  if (owner.beneficialOwner === "added") return "beneficialOwnerAdded";
  if (owner.beneficialOwner === "removed") return "beneficialOwnerRemoved";
  if (owner.beneficialOwner === "changed") return "verdictChanged";
  if (owner.crossing) return "thresholdCrossed";
  if (owner.control === "gained") return "controlGained";
  if (owner.control === "lost") return "controlLost";
  if (owner.control === "changed") return "controlChanged";
  return "shareChanged";
}

function ownerClauses(effect: OwnershipEffect, locale: Locale): string[] {
  const words = t(locale);
  const byLead = new Map<OwnerLead, string[]>();
  for (const owner of effect.owners) {
    const lead = ownerLead(owner);
    const details = [
      ...(owner.shareChanged
        ? [shareChange(owner.before?.effective ?? null, owner.after?.effective ?? null, locale)]
        : []),
      ...(owner.control && !lead.startsWith("control") ? [words(`effect.control.${owner.control}`)] : []),
    ];
    const name = effectPartyName(owner, locale);
    const told = details.length > 0 ? words("effect.named", { name, details: details.join(", ") }) : name;
    byLead.set(lead, [...(byLead.get(lead) ?? []), told]);
  }
  return [...byLead.entries()]
    .sort(([a], [b]) => OWNER_LEADS[a] - OWNER_LEADS[b])
    .map(([lead, parties]) => words(`effect.owner.${lead}`, { parties: someOf(parties, locale) }));
}

function sanctionsClauses(effect: OwnershipEffect, locale: Locale): string[] {
  const words = t(locale);
  const { sanctions } = effect;
  const groups = {
    added: [] as string[],
    ownerGained: [] as string[],
    ownerLost: [] as string[],
    removed: [] as string[],
  };
  for (const p of sanctions.parties) {
    const kind =
      p.before === null
        ? "added"
        : p.after === null
          ? "removed"
          : p.after.ownerOrController
            ? "ownerGained"
            : "ownerLost";
    const share = effectShare((p.after ?? p.before)!.effective, locale);
    groups[kind].push(words("effect.named", { name: effectPartyName(p, locale), details: share }));
  }
  const clauses = (Object.keys(groups) as Array<keyof typeof groups>)
    .filter((kind) => groups[kind].length > 0)
    .map((kind) => words(`effect.sanctioned.${kind}`, { parties: someOf(groups[kind], locale) }));
  const aggregate = sanctions.aggregate
    ? shareChange(sanctions.aggregate.before, sanctions.aggregate.after, locale)
    : null;
  if (sanctions.majority) {
    clauses.push(
      words("effect.sanctioned.majority", {
        after: STANDING_KEY[sanctions.majority.after],
        change: aggregate ?? "",
      }),
    );
  } else if (aggregate) {
    clauses.push(words("effect.sanctioned.aggregate", { change: aggregate }));
  }
  if (sanctions.verdict?.after === "yes") clauses.push(words("effect.sanctioned.restricted"));
  else if (sanctions.verdict) {
    const change = words("effect.change", {
      before: verdictWords(sanctions.verdict.before, locale),
      after: verdictWords(sanctions.verdict.after, locale),
    });
    clauses.push(words("effect.sanctioned.verdict", { change }));
  }
  return clauses;
}

function mismatchClauses(effect: OwnershipEffect, locale: Locale): string[] {
  const words = t(locale);
  const named = (found: Array<{ name: string | null }>) =>
    someOf([...new Set(found.map((d) => d.name ?? words("effect.withheld")))], locale);
  const { added, resolved } = effect.discrepancies;
  return [
    ...(added.length > 0 ? [words("effect.mismatch.added", { count: added.length, names: named(added) })] : []),
    ...(resolved.length > 0
      ? [words("effect.mismatch.resolved", { count: resolved.length, names: named(resolved) })]
      : []),
  ];
}

function riskClauses(effect: OwnershipEffect, locale: Locale): string[] {
  const { risk } = effect;
  if (!risk || risk.before.level === risk.after.level) return [];
  const words = t(locale);
  const change = words("effect.change", {
    before: words(`effect.level.${risk.before.level}`),
    after: words(`effect.level.${risk.after.level}`),
  });
  return [words("effect.risk", { change })];
}

/** The records where it happened: "Where: SIA “Ozols” (40003000001) changed." */
export function whereWords(records: readonly RecordEffect[], locale: Locale): string {
  const words = t(locale);
  const told = records.map((r) => words(`effect.record.${recordChange(r)}`, { record: recordLabel(r, locale) }));
  return words("effect.where", { records: someOf(told, locale) });
}

/**
 * The effect in one short line: "Beneficial owner added: Anna Liepa (24.9% → 25.1%); Risk: low → medium.
 * Where: SIA “Ozols” (40003000001) changed." Owners, then sanctions, mismatches with the register and the risk level.
 */
export function effectSummary(effect: OwnershipEffect, locale: Locale): string {
  const words = t(locale);
  const clauses = [
    ...ownerClauses(effect, locale),
    ...sanctionsClauses(effect, locale),
    ...mismatchClauses(effect, locale),
    ...riskClauses(effect, locale),
  ];
  const what = clauses.length > 0 ? words("effect.line", { parts: clauses.join("; ") }) : words("effect.none");
  return effect.records.length > 0 ? `${what} ${whereWords(effect.records, locale)}` : what;
}
