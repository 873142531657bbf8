import type { AlertFindings } from "@/lib/features/alerts/alert-summary";
import type { RecordChange } from "@/lib/domain/changes/record-changes";
import { buildGraph } from "@/lib/domain/graph/build-graph";
import { currentGraph } from "@/lib/domain/graph/as-of";
import { effectiveOwnership } from "@/lib/domain/graph/effective-ownership";
import type { SectionAnchor } from "@/lib/registry/record/sections";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { AlertSeverity } from "@/lib/platform/db/schema/watchlists";

export interface AlertAssessment {
  severity: AlertSeverity;
  /** What changed, for everyone who may see the alert, worded for each reader by alertSummary. */
  findings: AlertFindings;
}

// Statuses that end or endanger the entity's existence in the register.
const GRAVE_STATUS = /INSOLV|LIQUIDAT|EXCLUD|BANKRUPT/i;
const PEOPLE_SECTIONS = new Set<SectionAnchor>(["officers", "members", "beneficial-owners"]);

/** The parties that hold 50% or more of the entity, effectively, through current shareholdings. */
function majorityOwners(record: LegalEntity): Set<string> {
  // Only the shares are read: the labels' language does not matter.
  const { owners } = effectiveOwnership(currentGraph(buildGraph(record, "en")));
  return new Set(owners.filter((owner) => owner.percent >= 50 - 1e-9).map((owner) => owner.node.id));
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * How grave a change between two retrievals is. High: a sanction added (on the entity or anyone
 * related in the record), the status moving to insolvency, liquidation or exclusion, or a change in who
 * holds 50% or more. Medium: officers, members or beneficial owners changed. Low: anything else.
 */
export function assessChanges(
  before: LegalEntity,
  after: LegalEntity,
  changes: readonly RecordChange[],
): AlertAssessment {
  const sections = new Map<SectionAnchor, number>();
  for (const change of changes) sections.set(change.section, (sections.get(change.section) ?? 0) + 1);
  const findings: AlertFindings = {
    sanctionsAdded: changes.some((c) => c.kind === "added" && (c.section === "sanctions" || /sanction/i.test(c.path))),
    statusTo: after.status !== before.status && GRAVE_STATUS.test(after.status) ? after.status : null,
    majorityOwnerChanged: !sameSet(majorityOwners(before), majorityOwners(after)),
    sections: [...sections].map(([section, count]) => ({ section, count })),
  };
  const high = findings.sanctionsAdded || findings.statusTo !== null || findings.majorityOwnerChanged;
  const severity: AlertSeverity = high
    ? "high"
    : [...sections.keys()].some((s) => PEOPLE_SECTIONS.has(s))
      ? "medium"
      : "low";
  return { severity, findings };
}
