import { z } from "zod";
import { type ChainedRow, type ChainProblem, chainHash, keyedChainHash } from "./audit-content";
import type { AuditEventType } from "./audit-event-types";

/** The event type of the row that stands for the rows retention removed. */
export const CHECKPOINT_EVENT = "retention-checkpoint" satisfies AuditEventType;

const checkpointDetails = z.object({
  removedRows: z.number().int().min(1),
  removedBefore: z.iso.datetime(),
  retentionYears: z.number().int().min(1),
});

export function isCheckpoint(row: ChainedRow): boolean {
  return row.eventType === CHECKPOINT_EVENT;
}

/**
 * Why a retention checkpoint cannot stand where it is, or null when it can. It cannot be forged into
 * dropping recent rows unnoticed: it must be the oldest row, stand for exactly the rows numbered
 * before and at it, state a cut-off at least its retention period before its own time (which is not
 * in the future), and its content must match the seal in its prevHash (keyed, or from before the chain was).
 */
export function checkpointProblem(row: ChainedRow, isFirst: boolean, now: Date, key: string): ChainProblem | null {
  const fail = (message: string): ChainProblem => ({
    seq: row.seq,
    kind: "removed",
    message: `row ${row.seq}: ${message}`,
  });
  if (!isFirst) return fail("a retention checkpoint stands after other rows: only the oldest row may be one");
  // Sealed under the key, or (written before the chain was keyed) with SHA-256: verifyChain tells them apart.
  if (keyedChainHash(key, row.hash, row) !== row.prevHash && chainHash(row.hash, row) !== row.prevHash)
    return { seq: row.seq, kind: "changed", message: `row ${row.seq}: the retention checkpoint was edited` };
  const details = checkpointDetails.safeParse(row.details);
  if (!details.success) return fail("the retention checkpoint does not say which rows it stands for");
  const { removedRows, removedBefore, retentionYears } = details.data;
  if (removedRows !== row.seq) return fail(`the retention checkpoint stands for ${removedRows} rows, not ${row.seq}`);
  if (row.time.getTime() > now.getTime()) return fail("the retention checkpoint is dated in the future");
  const latestCutoff = new Date(row.time);
  latestCutoff.setUTCFullYear(latestCutoff.getUTCFullYear() - retentionYears);
  if (Date.parse(removedBefore) > latestCutoff.getTime())
    return fail(`the retention checkpoint removed rows younger than its ${retentionYears}-year retention period`);
  return null;
}
