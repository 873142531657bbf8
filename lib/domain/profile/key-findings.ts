import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { Anchor } from "@/lib/registry/record/sections";
import { type EntryCounts, countEntries, countWithheld } from "./count-entries";
import { isAnnulled, splitCurrentFormer } from "./history";

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
  | { key: "entity-sanctions" | Proceeding; count: number; current: number; former: number }
  | { key: "related-sanctions"; count: number; direct: number; indirect: number }
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
