import { buildGraph } from "@/lib/domain/graph/build-graph";
import { currentGraph } from "@/lib/domain/graph/as-of";
import { effectiveOwnership } from "@/lib/domain/graph/effective-ownership";
import { countWithheld } from "@/lib/domain/profile/count-entries";
import { splitCurrentFormer } from "@/lib/domain/profile/history";
import type { DriftIssue } from "@/lib/registry/client/repair-drift";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { BatchFlags } from "./batch-flag-keys";

const INSOLVENT = /INSOLV|LIQUIDAT|BANKRUPT/i;
const EXCLUDED = /EXCLUD|REMOVED|DELETED|STRUCK/i;

/**
 * What a screened record shows, one flag each; they describe the row, and the risk model (batch-risk.ts), not
 * they, ranks it and decides whether it is flagged. The flags of one record as it was retrieved: entries in force at the retrieval time (sanctions,
 * liquidations, suspensions, securing measures that have not ended), the status, effective ownership
 * through current shareholdings, persons whose details the registry withheld, and fields that came in
 * another form than the interface declares (the profile says which; the row's words may be off).
 */
export function batchFlags(record: LegalEntity, retrievedAt: number, drift: readonly DriftIssue[]): BatchFlags {
  const current = (items: readonly object[] | undefined) =>
    splitCurrentFormer(items ?? [], retrievedAt).current.length > 0;
  const sanctions = record.Sanctions;
  return {
    sanctionsEntity: current(sanctions?.legal_entity_sanctions),
    sanctionsDirect: current(sanctions?.directly_related_sanctions),
    sanctionsIndirect: current(sanctions?.indirectly_related_sanctions),
    // Only the shares are read: the graph's labels may be in any language.
    sanctionedOwnership: effectiveOwnership(currentGraph(buildGraph(record, "en", retrievedAt))).sanctionedMajority,
    insolvencyOrLiquidation: INSOLVENT.test(record.status) || current(record.Liquidations),
    excluded: EXCLUDED.test(record.status) || record.removed_on !== null,
    suspendedOrProhibited: current(record.SuspensionsOfActivities) || current(record.ProhibitionsOfActivities),
    securingMeasures: current(record.SecuringMeasures),
    withheldPersons: countWithheld(record).total > 0,
    unexpectedForm: drift.length > 0,
  };
}
