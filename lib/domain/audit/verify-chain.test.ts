import { describe, expect, it } from "vitest";
import { type AuditContent, chainHash, GENESIS_HASH, keyedChainHash } from "./audit-content";
import type { ChainedRow } from "./audit-content";
import { verifyChain } from "./verify-chain";

function event(n: number): AuditContent {
  return {
    time: new Date(Date.UTC(2026, 10, 23, 12, 0, n)),
    userId: `user-${n % 2}`,
    userEmail: `user-${n % 2}@example.test`,
    clientAddress: "127.0.0.1",
    userAgent: "test",
    requestId: `req-${n}`,
    eventType: "lookup",
    details: { regcode: "40003000001", outcome: "ok", n },
  };
}

const KEY = "k".repeat(32);

type Hash = (prevHash: string, content: AuditContent) => string;
const keyed: Hash = (prevHash, content) => keyedChainHash(KEY, prevHash, content);

/** Rows `from`–`to` after `prevHash`, keyed as the app writes them or (`chainHash`) as before keying. */
function chain(to: number, hash: Hash = keyed, from = 1, prevHash = GENESIS_HASH, build = event): ChainedRow[] {
  const rows: ChainedRow[] = [];
  for (let seq = from; seq <= to; seq++) {
    const content = build(seq);
    const rowHash = hash(prevHash, content);
    rows.push({ ...content, seq, prevHash, hash: rowHash });
    prevHash = rowHash;
  }
  return rows;
}

// The table as the verifier reads it: rows by ascending seq, in pages, and a lookup by hash.
function verify(rows: ChainedRow[], pageSize = 3) {
  const sorted = [...rows].sort((a, b) => a.seq - b.seq);
  async function* pages() {
    for (let i = 0; i < sorted.length; i += pageSize) yield sorted.slice(i, i + pageSize);
  }
  return verifyChain(pages(), async (hash) => sorted.find((row) => row.hash === hash)?.seq, KEY);
}

describe("verifyChain", () => {
  it("accepts an intact chain and counts every row", async () => {
    expect(await verify(chain(10))).toEqual({ checked: 10 });
  });

  it("accepts an empty table", async () => {
    expect(await verify([])).toEqual({ checked: 0 });
  });

  it("names a row whose details were edited", async () => {
    const rows = chain(10);
    rows[6] = { ...rows[6], details: { ...rows[6].details, outcome: "not_found" } };
    expect(await verify(rows)).toEqual({
      checked: 7,
      problem: {
        seq: 7,
        kind: "changed",
        message: "row 7: its content no longer matches its hash (the row was edited)",
      },
    });
  });

  it("names a row whose time, user or previous hash was edited", async () => {
    for (const edit of [
      { time: new Date(0) },
      { userId: "someone-else" },
      { userEmail: "someone-else@example.test" },
      { prevHash: "f".repeat(64) },
      { requestId: null },
    ]) {
      const rows = chain(5);
      rows[2] = { ...rows[2], ...edit };
      expect((await verify(rows)).problem).toMatchObject({ seq: 3, kind: "changed" });
    }
  });

  it("names the row after a removed one", async () => {
    const rows = chain(10).filter((row) => row.seq !== 4);
    expect(await verify(rows)).toEqual({
      checked: 4,
      problem: {
        seq: 5,
        kind: "removed",
        message: "row 5: the row it was chained after is missing (removed, or rewritten with a new hash)",
      },
    });
  });

  it("names the first row when the first row was removed", async () => {
    expect((await verify(chain(4).slice(1))).problem).toMatchObject({ seq: 2, kind: "removed" });
  });

  it("names a row rewritten with a fresh hash through the row after it", async () => {
    const rows = chain(6);
    const forged = { ...rows[2], userId: "someone-else" };
    rows[2] = { ...forged, hash: keyed(forged.prevHash, forged) };
    expect((await verify(rows)).problem).toMatchObject({ seq: 4, kind: "removed" });
  });

  it("names a row rewritten without the key, and every row after it rehashed", async () => {
    const rows = chain(6);
    const rehashed = chain(6, chainHash, 3, rows[1].hash, (n) => ({ ...event(n), userId: "someone-else" }));
    expect(await verify([...rows.slice(0, 2), ...rehashed])).toEqual({
      checked: 3,
      problem: {
        seq: 3,
        kind: "changed",
        message: "row 3: it is not keyed though the rows before it are (it was rewritten without the key)",
      },
    });
  });

  it("names the first of two swapped rows", async () => {
    const rows = chain(8);
    rows[4] = { ...rows[4], seq: 6 };
    rows[5] = { ...rows[5], seq: 5 };
    expect(await verify(rows)).toEqual({
      checked: 5,
      problem: {
        seq: 5,
        kind: "reordered",
        message: "row 5: it was chained after row 6, not after the row before it (rows were reordered)",
      },
    });
  });

  it("names the first row moved away from the start", async () => {
    const rows = chain(3);
    rows[0] = { ...rows[0], seq: 4 };
    expect((await verify(rows)).problem).toMatchObject({ seq: 2, kind: "reordered" });
    const moved = chain(3);
    moved[0] = { ...moved[0], seq: 2 };
    moved[1] = { ...moved[1], seq: 1 };
    expect((await verify(moved)).problem).toMatchObject({ seq: 1, kind: "reordered" });
  });

  it("reads the table page by page across page boundaries", async () => {
    const rows = chain(7).filter((row) => row.seq !== 3);
    for (const pageSize of [1, 2, 3, 100]) {
      expect((await verify(rows, pageSize)).problem).toMatchObject({ seq: 4, kind: "removed" });
    }
  });
});

describe("verifyChain with a retention checkpoint", () => {
  const NOW = new Date("2032-01-01T00:00:00.000Z");
  // Rows 1–`upTo` replaced by a checkpoint in row upTo's place, as purgeAuditEvents writes it.
  function purged(rows: ChainedRow[], upTo: number, details: Record<string, number | string>, time = NOW) {
    const last = rows[upTo - 1];
    const content = { ...event(0), time, userId: null, userEmail: null, eventType: "retention-checkpoint", details };
    const checkpoint = { ...content, seq: upTo, hash: last.hash, prevHash: keyed(last.hash, content) };
    return [checkpoint, ...rows.slice(upTo)];
  }
  const honest = { removedRows: 4, removedBefore: "2026-11-23T12:00:05.000Z", retentionYears: 5 };
  const check = (rows: ChainedRow[]) => {
    const sorted = [...rows].sort((a, b) => a.seq - b.seq);
    async function* pages() {
      yield sorted;
    }
    return verifyChain(pages(), async (hash) => sorted.find((row) => row.hash === hash)?.seq, KEY, NOW);
  };

  it("accepts a chain that starts at a checkpoint standing for the rows before it", async () => {
    expect(await check(purged(chain(6), 4, honest))).toEqual({
      checked: 3,
      checkpoint: { seq: 4, removedBefore: "2026-11-23T12:00:05.000Z" },
    });
  });

  it("refuses a checkpoint that is edited, misplaced, miscounted, too recent or dated ahead", async () => {
    const edited = purged(chain(6), 4, honest);
    edited[0] = { ...edited[0], details: { ...honest, retentionYears: 1 } };
    expect((await check(edited)).problem?.message).toBe("row 4: the retention checkpoint was edited");

    const rows = chain(6);
    const afterOthers = [...rows.slice(0, 2), ...purged(rows, 4, honest)];
    expect((await check(afterOthers)).problem?.message).toBe(
      "row 4: a retention checkpoint stands after other rows: only the oldest row may be one",
    );
    expect((await check(purged(chain(6), 4, { ...honest, removedRows: 2 }))).problem?.message).toBe(
      "row 4: the retention checkpoint stands for 2 rows, not 4",
    );
    // Removing last week's rows needs a cut-off within the retention period: refused.
    const recent = { ...honest, removedBefore: "2031-12-25T00:00:00.000Z" };
    expect((await check(purged(chain(6), 4, recent))).problem?.message).toBe(
      "row 4: the retention checkpoint removed rows younger than its 5-year retention period",
    );
    const ahead = purged(chain(6), 4, honest, new Date("2040-01-01T00:00:00.000Z"));
    expect((await check(ahead)).problem?.message).toBe("row 4: the retention checkpoint is dated in the future");
  });
});

describe("verifyChain on a trail keyed after it began", () => {
  const marker = (chainStart: number, unkeyedTo: number) => (seq: number) => ({
    ...event(seq),
    eventType: "audit-chain-keyed",
    details: { chainStart, unkeyedTo },
  });
  // Rows 1–3 from before keying, the marker the app wrote on taking its key, and keyed rows after it.
  function upgraded(chainStart = 1) {
    const old = chain(3, chainHash);
    const [keying] = chain(4, keyed, 4, old[2].hash, marker(chainStart, 3));
    return [...old, keying, ...chain(6, keyed, 5, keying.hash)];
  }

  it("accepts it and reports the unkeyed rows", async () => {
    expect(await verify(upgraded())).toEqual({ checked: 6, unkeyed: { from: 1, to: 3 } });
  });

  it("refuses a trail of unkeyed rows alone: without the key anyone could have written it from the first row", async () => {
    expect(await verify(chain(3, chainHash))).toEqual({
      checked: 3,
      unkeyed: { from: 1, to: 3 },
      problem: {
        seq: 1,
        kind: "unkeyed",
        message:
          "rows 1 to 3 are not keyed and no keying marker follows them, so anyone who could write the table could " +
          "have written them; once they are checked, start the app with AUDIT_ACCEPT_UNKEYED_UNTIL=3",
      },
    });
  });

  it("refuses keyed rows after unkeyed ones without the keying marker", async () => {
    const old = chain(3, chainHash);
    const rows = [...old, ...chain(5, keyed, 4, old[2].hash)];
    expect((await verify(rows)).problem).toMatchObject({ seq: 4, kind: "changed" });
  });

  it("refuses an unkeyed checkpoint put where the keyed trail did not start", async () => {
    const rows = upgraded(1);
    const content = {
      ...event(0),
      eventType: "retention-checkpoint",
      details: { removedRows: 2, removedBefore: "2020-01-01T00:00:00.000Z", retentionYears: 5 },
    };
    const forged = { ...content, seq: 2, hash: rows[1].hash, prevHash: chainHash(rows[1].hash, content) };
    expect(await verify([forged, ...rows.slice(2)])).toMatchObject({
      problem: {
        seq: 4,
        kind: "changed",
        message:
          "row 4: the chain was keyed when it started at row 1, yet it now starts at row 2 (older rows were cut)",
      },
    });
  });
});
