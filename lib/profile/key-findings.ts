import { humanizeCode } from "@/lib/format/humanize-code";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { Anchor } from "@/lib/record/sections";
import { type EntryCounts, countEntries, countWithheld } from "./count-entries";
import { isAnnulled, splitCurrentFormer } from "./history";

export interface KeyFinding {
  key: string;
  label: string;
  /** How many entries the finding is about; null for a single fact such as the status. */
  count: number | null;
  detail?: string;
  /** The section (or sub-section) that shows the entries. */
  anchor: Anchor;
  tone: "danger" | "warning" | "info";
}

function history(items: readonly object[], now: number) {
  const { current, former } = splitCurrentFormer(items, now);
  return { current: current.length, former: former.length, detail: `${current.length} current, ${former.length} past` };
}

/** A finding about a list of proceedings: reported when there ever was one, current or past. */
function proceedings(key: string, label: string, anchor: Anchor, items: readonly object[], now: number) {
  if (items.length === 0) return [];
  const h = history(items, now);
  return [
    { key, label, count: items.length, detail: h.detail, anchor, tone: h.current > 0 ? "danger" : "warning" } as const,
  ];
}

/** A finding about entries found anywhere in the record, linked to the first section holding one. */
function counted(key: string, label: string, counts: EntryCounts, fallback: Anchor): KeyFinding[] {
  if (counts.total === 0) return [];
  return [{ key, label, count: counts.total, anchor: counts.firstSection ?? fallback, tone: "info" }];
}

/** What an analyst must not miss, in order of weight, each pointing at its section. */
export function keyFindings(record: LegalEntity, now: number = Date.now()): KeyFinding[] {
  const findings: KeyFinding[] = [];
  const own = record.Sanctions?.legal_entity_sanctions ?? [];
  if (own.length > 0) {
    const h = history(own, now);
    findings.push({
      key: "entity-sanctions",
      label: "Sanctions on the entity",
      count: own.length,
      detail: h.detail,
      anchor: "sanctions-entity",
      tone: h.current > 0 ? "danger" : "warning",
    });
  }
  const direct = record.Sanctions?.directly_related_sanctions ?? [];
  const indirect = record.Sanctions?.indirectly_related_sanctions ?? [];
  if (direct.length + indirect.length > 0) {
    findings.push({
      key: "related-sanctions",
      label: "Sanctions on related persons or entities",
      count: direct.length + indirect.length,
      detail: `${direct.length} directly, ${indirect.length} indirectly related`,
      anchor: "sanctions-related",
      tone: "danger",
    });
  }
  if (record.sanctions_risk !== null && record.sanctions_risk !== "") {
    findings.push({
      key: "sanctions-risk",
      label: `Sanctions risk: ${humanizeCode(record.sanctions_risk)}`,
      count: null,
      anchor: "sanctions",
      tone: "danger",
    });
  }
  findings.push(
    ...proceedings(
      "insolvencies",
      "Insolvency",
      "insolvencies",
      record.CommercialEntityDetails?.insolvencies ?? [],
      now,
    ),
    ...proceedings("liquidations", "Liquidation", "liquidations", record.Liquidations, now),
    ...proceedings("suspensions", "Suspension of activities", "suspensions", record.SuspensionsOfActivities, now),
    ...proceedings("prohibitions", "Prohibition of activities", "prohibitions", record.ProhibitionsOfActivities, now),
    ...proceedings("special-statuses", "Special statuses", "special-statuses", record.SpecialStatuses, now),
    ...proceedings("securing-measures", "Securing measures", "securing-measures", record.SecuringMeasures, now),
  );
  if (record.status !== "REGISTERED") {
    findings.push({
      key: "status",
      label: `Status: ${humanizeCode(record.status) || "not given"}`,
      count: null,
      anchor: "identity",
      tone: "warning",
    });
  }
  findings.push(
    ...counted("annulled", "Annulled entries", countEntries(record, isAnnulled), "identity"),
    ...counted("withheld", "Persons whose details are withheld", countWithheld(record), "officers"),
  );
  return findings;
}
