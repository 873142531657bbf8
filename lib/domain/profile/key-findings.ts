import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { Anchor } from "@/lib/registry/record/sections";
import { type EntryCounts, countEntries, countWithheld } from "./count-entries";
import { isAnnulled, isFormer, splitCurrentFormer } from "./history";
import { describeParty } from "./party";

/**
 * One listing behind a sanctions finding: who (a name; null where the person's details were withheld, absent
 * for the entity itself), on which list and programme, since when, and whether it is still in force.
 */
export interface SanctionListing {
  name?: string | null;
  list: string;
  program: string;
  since: string | null;
  current: boolean;
}

/** Proceedings reported when there ever was one; each key is also the anchor of its section. */
type Proceeding =
  "insolvencies" | "liquidations" | "suspensions" | "prohibitions" | "special-statuses" | "securing-measures";

/**
 * A finding as facts, worded by whoever shows it (components/profile/key-findings-list.tsx). Entries
 * found in force and ended are counted apart (`current`, `former`); `code` is the register code stated.
 */
export type KeyFinding = {
  /** The section (or sub-section) that shows the entries. */
  anchor: Anchor;
  tone: "danger" | "warning" | "info";
} & (
  | { key: Proceeding; count: number; current: number; former: number }
  | { key: "entity-sanctions"; count: number; current: number; former: number; listings: SanctionListing[] }
  | {
      key: "related-sanctions";
      count: number;
      direct: number;
      indirect: number;
      listings: SanctionListing[];
    }
  | { key: "sanctions-risk" | "status"; code: string }
  | { key: "annulled" | "withheld"; count: number }
  // From the ownership determination (lib/domain/ownership/ownership-findings.ts), not the record alone.
  | { key: "ownership-mismatch" | "ownership-cannot-exclude"; count: number }
  | { key: "ownership-restricted" | "ownership-sanctions-open" | "ownership-not-established" | "ownership-complex" }
);

/** A finding about a list of proceedings: reported when there ever was one, current or past. */
function proceedings(key: Proceeding, items: readonly object[], now: number): KeyFinding[] {
  if (items.length === 0) return [];
  const { current, former } = splitCurrentFormer(items, now);
  const tone = current.length > 0 ? "danger" : "warning";
  return [{ key, count: items.length, current: current.length, former: former.length, anchor: key, tone }];
}

type Listed = { list: unknown; program: unknown; entry_date: string | null } & object;

/** The listings behind a finding, those in force first (each group in the record's order). */
function listings<T extends Listed>(items: readonly T[], now: number, name?: (item: T) => string | null) {
  const all = items.map((item): SanctionListing => ({
    ...(name ? { name: name(item) } : {}),
    list: item.list === null || item.list === undefined ? "" : String(item.list),
    program: item.program === null || item.program === undefined ? "" : String(item.program),
    since: item.entry_date,
    current: !isFormer(item, now),
  }));
  return [...all.filter((l) => l.current), ...all.filter((l) => !l.current)];
}

/** Who a related sanction names: the person's or entity's name, null where the person was withheld. */
function relatedName(entry: Record<string, unknown>): string | null {
  const party = describeParty(entry);
  return party.kind === "withheld" ? null : party.name;
}

/** A finding about entries found anywhere in the record, linked to the first section holding one. */
function counted(key: "annulled" | "withheld", counts: EntryCounts, fallback: Anchor): KeyFinding[] {
  if (counts.total === 0) return [];
  return [{ key, count: counts.total, anchor: counts.firstSection ?? fallback, tone: "info" }];
}

/** What an analyst must not miss, in order of weight, each pointing at its section. */
export function keyFindings(record: LegalEntity, now: number = Date.now()): KeyFinding[] {
  const findings: KeyFinding[] = [];
  const own = record.Sanctions?.legal_entity_sanctions ?? [];
  if (own.length > 0) {
    const { current, former } = splitCurrentFormer(own, now);
    findings.push({
      key: "entity-sanctions",
      count: own.length,
      current: current.length,
      former: former.length,
      listings: listings(own, now),
      anchor: "sanctions-entity",
      tone: current.length > 0 ? "danger" : "warning",
    });
  }
  const direct = record.Sanctions?.directly_related_sanctions ?? [];
  const indirect = record.Sanctions?.indirectly_related_sanctions ?? [];
  if (direct.length + indirect.length > 0) {
    findings.push({
      key: "related-sanctions",
      count: direct.length + indirect.length,
      direct: direct.length,
      indirect: indirect.length,
      listings: listings([...direct, ...indirect], now, relatedName),
      anchor: "sanctions-related",
      tone: "danger",
    });
  }
  if (record.sanctions_risk !== null && record.sanctions_risk !== "") {
    findings.push({ key: "sanctions-risk", code: String(record.sanctions_risk), anchor: "sanctions", tone: "danger" });
  }
  findings.push(
    ...proceedings("insolvencies", record.CommercialEntityDetails?.insolvencies ?? [], now),
    ...proceedings("liquidations", record.Liquidations, now),
    ...proceedings("suspensions", record.SuspensionsOfActivities, now),
    ...proceedings("prohibitions", record.ProhibitionsOfActivities, now),
    ...proceedings("special-statuses", record.SpecialStatuses, now),
    ...proceedings("securing-measures", record.SecuringMeasures, now),
  );
  if (record.status !== "REGISTERED") {
    findings.push({ key: "status", code: record.status, anchor: "identity", tone: "warning" });
  }
  findings.push(
    ...counted("annulled", countEntries(record, isAnnulled), "identity"),
    ...counted("withheld", countWithheld(record), "officers"),
  );
  return findings;
}
