import type { Database } from "@/lib/platform/db/database";
import { eq, is, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import type { AuditActor } from "./audit-actor";
import { auditChainKey } from "./audit-chain-key";
import { GENESIS_HASH, keyedChainHash } from "./audit-content";
import type { AuditDetails, AuditEventType } from "./audit-event-types";
import { insertAuditRows } from "./insert-audit-rows";
import { newestAuditEvent } from "./newest-audit-event";

export interface AppendedEvent {
  seq: number;
  hash: string;
}

type Content = Parameters<typeof keyedChainHash>[2];

interface Waiting {
  build: () => Content;
  resolve: (appended: AppendedEvent) => void;
  reject: (error: unknown) => void;
}

interface Chain {
  /**
   * The newest row this handle wrote, and `writes` just after: a write on another handle since then (a
   * transaction's) makes it stale.
   */
  head?: { row: AppendedEvent; at: number };
  /** The appends waiting for the one being written. */
  waiting: Waiting[];
  writing: boolean;
}

interface Chains {
  /** Per database handle (a caller's transaction is a handle of its own). */
  byHandle: WeakMap<Database, Chain>;
  /**
   * Another process has written to the audit trail: from now on every write, on any handle (lookups append
   * inside transactions of their own), takes the chain's lock. The process has one database.
   */
  contended: boolean;
  /** Writes to the trail by this process, on any handle: each leaves the head the other handles know behind. */
  writes: number;
  /** The hashes of this process's newest rows, its transactions' included: a collision with one is its own. */
  ownHashes: Set<string>;
}

// One per process: instrumentation, routes and pages append to one trail, and each module graph taking the
// others' rows for another process's would put every write under the lock.
const chains = processWide<Chains>("audit-chains", () => ({
  byHandle: new WeakMap(),
  contended: false,
  writes: 0,
  ownHashes: new Set(),
}));
// Any fixed number: the writers of one audit trail take turns under it (PostgreSQL's advisory locks).
const CHAIN_LOCK_KEY = 7_313_202_612;

// Another process took the row number first; it is bounded so a broken database fails loudly.
const MAX_ATTEMPTS = 50;
// Collisions with this process's own rows tolerated in a row before writes take the lock all the same.
const OWN_COLLISIONS = 3;
// More than the rows this process can have written between learning a head and colliding past it.
const OWN_HASHES_KEPT = 1_000;
// Appends that queued behind one write go in together: on PGlite an INSERT of one row took about 0.65 ms of CPU,
// one of 50 rows about 4.9 ms, what seven or eight single rows cost.
const MAX_BATCH = 100;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error || (typeof e === "object" && e !== null); e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

/** The batch as consecutive rows after `head`. */
function chainRows(head: AppendedEvent, batch: readonly Waiting[]) {
  let prev = head;
  const key = auditChainKey();
  return batch.map(({ build }) => {
    const content = build();
    const row = { ...content, seq: prev.seq + 1, prevHash: prev.hash, hash: keyedChainHash(key, prev.hash, content) };
    prev = { seq: row.seq, hash: row.hash };
    return row;
  });
}

const newestOrGenesis = async (db: Database) => (await newestAuditEvent(db)) ?? { seq: 0, hash: GENESIS_HASH };

function noteOwnRows(rows: readonly AppendedEvent[]): void {
  for (const { hash } of rows) chains.ownHashes.add(hash);
  for (const oldest of chains.ownHashes) {
    if (chains.ownHashes.size <= OWN_HASHES_KEPT) break;
    chains.ownHashes.delete(oldest);
  }
}

/** Whether the row that took number `seq` is one this process wrote (on another handle). */
async function isOwnRow(db: Database, seq: number): Promise<boolean> {
  const [row] = await db.select({ hash: auditEvents.hash }).from(auditEvents).where(eq(auditEvents.seq, seq));
  return row !== undefined && chains.ownHashes.has(row.hash);
}

/**
 * Writes a batch of events as consecutive rows after the newest, in one INSERT. Alone on the chain (one
 * process, PGlite always) a write is that INSERT after the head this process knows, read again after a
 * write on another handle (a caller's transaction, which may yet be undone). When a transaction of this
 * process's takes the row between that read and the INSERT, the write is made again with the read inside
 * one transaction: on PGlite (one connection, which a transaction holds whole) nothing can come between
 * them, so a steady stream of such transactions (uncached lookups keeping their retrievals) does not put
 * the process under the lock. Once another process has taken a row number first, writes take turns under
 * a transaction-scoped advisory lock, reading the head under it: five statements a batch, but no more
 * collisions, which under steady load from several instances would otherwise fail and repeat nearly every
 * write.
 */
async function writeBatch(db: Database, state: Chain, batch: readonly Waiting[]) {
  // After a collision with this process's own row: the head read and the INSERT in one transaction.
  let atomic = false;
  for (let attempt = 1; ; attempt++) {
    const writesBefore = chains.writes;
    let first: number | undefined;
    try {
      const known = state.head?.at === writesBefore ? state.head.row : undefined;
      const write = async (tx: Database) => {
        if (chains.contended) await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK_KEY})`);
        const head = chains.contended || !known ? await newestOrGenesis(tx) : known;
        first = head.seq + 1;
        const rows = chainRows(head, batch);
        await insertAuditRows(tx, rows);
        return rows.map(({ seq, hash }) => ({ seq, hash }));
      };
      // A savepoint inside a caller's transaction, which a failed INSERT would otherwise abort.
      // (`is`, not instanceof: a bundle may hold two copies of drizzle's classes.)
      const written =
        chains.contended || atomic || is(db, PgTransaction) ? await db.transaction(write) : await write(db);
      noteOwnRows(written);
      // Whether a caller's transaction is then kept or undone, other handles read the head again; and this one
      // too when another write of this process ended meanwhile, which may have come after it.
      const alone = chains.writes === writesBefore;
      chains.writes++;
      const row = written.at(-1);
      state.head = alone && row ? { row, at: chains.writes } : undefined;
      return written;
    } catch (error) {
      state.head = undefined;
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
      // Taken by this process's own row, written on another handle (a transaction's) after this one learnt the
      // head: read the head again. Anyone else's, or again and again: another process is writing.
      if (chains.contended) continue;
      const own = first !== undefined && (await isOwnRow(db, first));
      if (!own || attempt > OWN_COLLISIONS) chains.contended = true;
      else atomic = true;
    }
  }
}

async function drain(db: Database, state: Chain) {
  state.writing = true;
  while (state.waiting.length > 0) {
    const batch = state.waiting.splice(0, MAX_BATCH);
    await writeBatch(db, state, batch).then(
      (appended) => batch.forEach((waiting, i) => waiting.resolve(appended[i])),
      (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
    );
  }
  state.writing = false;
}

/**
 * Appends one event to the audit trail, chained to the newest row; resolves once its row is written.
 *
 * Why the chain never forks, also with several app processes on one PostgreSQL: row numbers have
 * no gaps and are the primary key, so row N+1 can exist once only, and it is written with the
 * hash of row N. An append whose idea of the newest row is stale collides on the key, re-reads
 * the newest row and tries again (from then on under the chain's lock, see writeBatch). Within a
 * process, appends queue, and those that queued while a write was under way go in together as
 * consecutive rows of one INSERT.
 */
export function appendAuditEvent<T extends AuditEventType>(
  db: Database,
  actor: AuditActor,
  eventType: T,
  details: AuditDetails<T>,
  now: () => Date = () => new Date(),
): Promise<AppendedEvent> {
  let state = chains.byHandle.get(db);
  if (!state) chains.byHandle.set(db, (state = { waiting: [], writing: false }));
  const chain = state;
  return new Promise<AppendedEvent>((resolve, reject) => {
    const build = (): Content => ({
      userId: actor.userId,
      userEmail: actor.userEmail,
      clientAddress: actor.clientAddress,
      userAgent: actor.userAgent,
      requestId: actor.requestId,
      time: now(),
      eventType,
      // Within the details, so the hash covers it and the row's canonical form stays version 1.
      details: actor.means ? { ...details, means: { ...actor.means } } : details,
    });
    chain.waiting.push({ build, resolve, reject });
    if (!chain.writing) {
      chain.writing = true;
      // PGlite runs a statement without yielding, so no other request could join a write already under way:
      // waiting one turn of the event loop lets the appends of every request served in this turn go together.
      setImmediate(() => void drain(db, chain));
    }
  });
}
