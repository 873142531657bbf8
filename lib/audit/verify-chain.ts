import { type AuditContent, chainHash, GENESIS_HASH } from "./audit-content";

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
 */
export async function verifyChain(
  pages: AsyncIterable<readonly ChainedRow[]>,
  locate: LocateHash,
): Promise<ChainReport> {
  let checked = 0;
  let expectedPrev = GENESIS_HASH;
  for await (const page of pages) {
    for (const row of page) {
      checked += 1;
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
  return { checked };
}
