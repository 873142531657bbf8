import { type AuditContent, chainHash, GENESIS_HASH } from "./audit-content";
import { checkpointProblem, isCheckpoint } from "./verify-checkpoint";

/** An audit row as stored: its content, its place in the table and its two hashes. */
export interface ChainedRow extends AuditContent {
  seq: number;
  prevHash: string;
  hash: string;
}

export type ChainProblemKind = "changed" | "removed" | "reordered";

/** The first row where the chain breaks, and how. */
export interface ChainProblem {
  seq: number;
  kind: ChainProblemKind;
  message: string;
}

export interface ChainReport {
  /** Rows checked, the bad one included. */
  checked: number;
  problem?: ChainProblem;
  /** Set when the chain starts at a retention checkpoint: the rows it stands for. */
  checkpoint?: { seq: number; removedBefore: string };
}

/** Where a hash is stored in the table: the seq of the row carrying it, or undefined. */
export type LocateHash = (hash: string) => Promise<number | undefined>;

function brokenLink(seq: number, chainedAfter: number | "start" | undefined): ChainProblem {
  if (chainedAfter === "start")
    return { seq, kind: "reordered", message: `row ${seq}: it is the chain's first row, yet rows come before it` };
  if (chainedAfter === undefined)
    return {
      seq,
      kind: "removed",
      message: `row ${seq}: the row it was chained after is missing (removed, or rewritten with a new hash)`,
    };
  return {
    seq,
    kind: "reordered",
    message: `row ${seq}: it was chained after row ${chainedAfter}, not after the row before it (rows were reordered)`,
  };
}

/**
 * Walks the rows in table order (ascending seq), page by page, and stops at the first row that
 * was changed (its content no longer gives its hash), removed (the row it was chained after is
 * gone) or reordered (that row is elsewhere in the table). Removing the newest rows leaves no
 * trace in the chain itself; that needs a checkpoint kept outside the table.
 *
 * The oldest row, and only it, may be a retention checkpoint standing for the rows before it (see
 * verify-checkpoint.ts); the chain then starts at its hash.
 */
export async function verifyChain(
  pages: AsyncIterable<readonly ChainedRow[]>,
  locate: LocateHash,
  now: Date = new Date(),
): Promise<ChainReport> {
  let checked = 0;
  let expectedPrev = GENESIS_HASH;
  let checkpoint: ChainReport["checkpoint"];
  for await (const page of pages) {
    for (const row of page) {
      checked += 1;
      if (isCheckpoint(row)) {
        const problem = checkpointProblem(row, checked === 1, now);
        if (problem) return { checked, problem };
        checkpoint = { seq: row.seq, removedBefore: String(row.details.removedBefore) };
        expectedPrev = row.hash;
        continue;
      }
      if (chainHash(row.prevHash, row) !== row.hash)
        return {
          checked,
          problem: {
            seq: row.seq,
            kind: "changed",
            message: `row ${row.seq}: its content no longer matches its hash (the row was edited)`,
          },
        };
      if (row.prevHash !== expectedPrev) {
        const chainedAfter = row.prevHash === GENESIS_HASH ? "start" : await locate(row.prevHash);
        return { checked, problem: brokenLink(row.seq, chainedAfter) };
      }
      expectedPrev = row.hash;
    }
  }
  return checkpoint ? { checked, checkpoint } : { checked };
}
