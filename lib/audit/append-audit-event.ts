import { is } from "drizzle-orm";
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { auditEvents } from "@/lib/db/schema/audit";
import type { AuditActor } from "./audit-actor";
import { chainHash, GENESIS_HASH } from "./audit-content";
import type { AuditDetails, AuditEventType } from "./audit-event-types";
import { newestAuditEvent } from "./newest-audit-event";

/** Any drizzle PostgreSQL database: PGlite embedded or node-postgres. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the audit table is addressed directly
export type AuditDb = PgDatabase<PgQueryResultHKT, any>;

export interface AppendedEvent {
  seq: number;
  hash: string;
}

type Content = Parameters<typeof chainHash>[1];

interface Waiting {
  build: () => Content;
  resolve: (appended: AppendedEvent) => void;
  reject: (error: unknown) => void;
}

// Per database handle: the newest row this process knows of, and the appends waiting for the one being written.
const chains = new WeakMap<AuditDb, { head?: AppendedEvent; waiting: Waiting[]; writing: boolean }>();

// Another process (or module graph) took the row number first; it is bounded so a broken database fails loudly.
const MAX_ATTEMPTS = 50;
// Appends that queued behind one write go in together: one INSERT costs PGlite about as much for 50 rows as for one.
const MAX_BATCH = 100;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error || (typeof e === "object" && e !== null); e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

/** Writes a batch of events as consecutive rows after the newest, in one INSERT. */
async function writeBatch(db: AuditDb, state: { head?: AppendedEvent }, batch: readonly Waiting[]) {
  for (let attempt = 1; ; attempt++) {
    let prev = (state.head ??= (await newestAuditEvent(db)) ?? { seq: 0, hash: GENESIS_HASH });
    const rows = batch.map(({ build }) => {
      const content = build();
      const row = { ...content, seq: prev.seq + 1, prevHash: prev.hash, hash: chainHash(prev.hash, content) };
      prev = { seq: row.seq, hash: row.hash };
      return row;
    });
    try {
      // Inside a caller's transaction a failed INSERT would abort it: a savepoint keeps the retry possible.
      // (`is`, not instanceof: a bundle may hold two copies of drizzle's classes.)
      if (is(db, PgTransaction)) await db.transaction((savepoint) => savepoint.insert(auditEvents).values(rows));
      else await db.insert(auditEvents).values(rows);
      state.head = prev;
      return rows.map(({ seq, hash }) => ({ seq, hash }));
    } catch (error) {
      state.head = undefined;
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function drain(db: AuditDb, state: { head?: AppendedEvent; waiting: Waiting[]; writing: boolean }) {
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
 * the newest row and tries again. Within a process, appends queue, so they rarely collide, and those
 * that queued while a write was under way go in together as consecutive rows of one INSERT.
 * (A transaction holding an advisory lock does the same at five statements a row: ten times slower on PGlite.)
 */
export function appendAuditEvent<T extends AuditEventType>(
  db: AuditDb,
  actor: AuditActor,
  eventType: T,
  details: AuditDetails<T>,
  now: () => Date = () => new Date(),
): Promise<AppendedEvent> {
  let state = chains.get(db);
  if (!state) chains.set(db, (state = { waiting: [], writing: false }));
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
      details,
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
