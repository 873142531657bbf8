import { type ChainedRow, type ChainProblem, chainHash, GENESIS_HASH, keyedChainHash } from "./audit-content";
import { CHAIN_KEYED_EVENT } from "./chain-keyed-marker";
import { checkpointProblem, isCheckpoint } from "./verify-checkpoint";

export interface ChainReport {
  /** Rows checked, the bad one included. */
  checked: number;
  problem?: ChainProblem;
  /** Set when the chain starts at a retention checkpoint: the rows it stands for. */
  checkpoint?: { seq: number; removedBefore: string };
  /**
   * The rows written before the chain was keyed (the oldest ones), vouched for by the keying marker after them:
   * anyone who could write the table could have rewritten them before it was written.
   */
  unkeyed?: { from: number; to: number };
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

const changed = (seq: number, message: string): ChainProblem => ({
  seq,
  kind: "changed",
  message: `row ${seq}: ${message}`,
});

/**
 * Walks the rows in table order (ascending seq), page by page, and stops at the first row that
 * was changed (its content no longer gives its hash), removed (the row it was chained after is
 * gone) or reordered (that row is elsewhere in the table). Rows are keyed (HMAC under `key`) from
 * the first one the app wrote with a key; rows before are SHA-256 only and reported as unkeyed. Once
 * keyed, an unkeyed row is a rewrite; and the first keyed row after unkeyed ones is the marker the app
 * wrote when it took the key, naming the row the chain then started at, so a prefix cannot be cut
 * behind a self-made checkpoint. Unkeyed rows with no marker after them are a problem: without the key anyone
 * could have written the whole trail afresh. Removing the newest rows needs the anchors kept outside (audit-anchor.ts).
 *
 * The oldest row, and only it, may be a retention checkpoint standing for the rows before it (see
 * verify-checkpoint.ts); the chain then starts at its hash.
 */
export async function verifyChain(
  pages: AsyncIterable<readonly ChainedRow[]>,
  locate: LocateHash,
  key: string,
  now: Date = new Date(),
): Promise<ChainReport> {
  let checked = 0;
  let expectedPrev = GENESIS_HASH;
  let checkpoint: ChainReport["checkpoint"];
  let unkeyed: ChainReport["unkeyed"];
  let keyed = false;
  let first: number | undefined;
  const report = (problem?: ChainProblem): ChainReport => ({
    checked,
    ...(problem && { problem }),
    ...(checkpoint && { checkpoint }),
    ...(unkeyed && { unkeyed }),
  });
  const noteUnkeyed = (seq: number) => (unkeyed = { from: unkeyed?.from ?? seq, to: seq });
  for await (const page of pages) {
    for (const row of page) {
      checked += 1;
      first ??= row.seq;
      if (isCheckpoint(row)) {
        const problem = checkpointProblem(row, checked === 1, now, key);
        if (problem) return report(problem);
        checkpoint = { seq: row.seq, removedBefore: String(row.details.removedBefore) };
        if (keyedChainHash(key, row.hash, row) === row.prevHash) keyed = true;
        else noteUnkeyed(row.seq);
        expectedPrev = row.hash;
        continue;
      }
      if (keyedChainHash(key, row.prevHash, row) === row.hash) {
        if (!keyed && unkeyed) {
          const marker = row.eventType === CHAIN_KEYED_EVENT && row.details.chainStart === first;
          if (!marker)
            return report(
              changed(
                row.seq,
                row.eventType === CHAIN_KEYED_EVENT
                  ? `the chain was keyed when it started at row ${String(row.details.chainStart)}, yet it now starts at row ${first} (older rows were cut)`
                  : "the first keyed row after unkeyed ones is not the marker the app writes when it takes its key (unkeyed rows were written in its place)",
              ),
            );
        }
        keyed = true;
      } else if (chainHash(row.prevHash, row) === row.hash) {
        if (keyed)
          return report(
            changed(row.seq, "it is not keyed though the rows before it are (it was rewritten without the key)"),
          );
        noteUnkeyed(row.seq);
      } else return report(changed(row.seq, "its content no longer matches its hash (the row was edited)"));
      if (row.prevHash !== expectedPrev) {
        const chainedAfter = row.prevHash === GENESIS_HASH ? "start" : await locate(row.prevHash);
        return report(brokenLink(row.seq, chainedAfter));
      }
      expectedPrev = row.hash;
    }
  }
  // A trail replaced from its first row with SHA-256 rows alone would otherwise verify.
  if (!keyed && unkeyed)
    return report({
      seq: unkeyed.from,
      kind: "unkeyed",
      message:
        `rows ${unkeyed.from} to ${unkeyed.to} are not keyed and no keying marker follows them, so anyone who could ` +
        `write the table could have written them; once they are checked, start the app with AUDIT_ACCEPT_UNKEYED_UNTIL=${unkeyed.to}`,
    });
  return report();
}
