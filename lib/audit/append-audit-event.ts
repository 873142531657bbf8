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

interface Head {
  seq: number;
  hash: string;
}

// Per database handle: the newest row this process knows of, and the queue its appends wait in.
const heads = new WeakMap<AuditDb, { head?: Head; queue: Promise<unknown> }>();

// Another process (or module graph) took the row number first; it is bounded so a broken database fails loudly.
const MAX_ATTEMPTS = 50;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error || (typeof e === "object" && e !== null); e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

async function append(db: AuditDb, state: { head?: Head }, build: () => Parameters<typeof chainHash>[1]) {
  for (let attempt = 1; ; attempt++) {
    state.head ??= (await newestAuditEvent(db)) ?? { seq: 0, hash: GENESIS_HASH };
    const content = build();
    const row = { ...content, seq: state.head.seq + 1, prevHash: state.head.hash };
    const hash = chainHash(row.prevHash, content);
    try {
      const values = { ...row, hash };
      // Inside a caller's transaction a failed INSERT would abort it: a savepoint keeps the retry possible.
      if (db instanceof PgTransaction)
        await db.transaction((savepoint) => savepoint.insert(auditEvents).values(values));
      else await db.insert(auditEvents).values(values);
      state.head = { seq: row.seq, hash };
      return state.head;
    } catch (error) {
      state.head = undefined;
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Appends one event to the audit trail, chained to the newest row, in one INSERT.
 *
 * Why the chain never forks, also with several app processes on one PostgreSQL: row numbers have
 * no gaps and are the primary key, so row N+1 can exist once only, and it is written with the
 * hash of row N. An append whose idea of the newest row is stale collides on the key, re-reads
 * the newest row and tries again. Within a process, appends queue, so they rarely collide.
 * (A transaction holding an advisory lock does the same at five statements a row: ten times slower on PGlite.)
 */
export function appendAuditEvent<T extends AuditEventType>(
  db: AuditDb,
  actor: AuditActor,
  eventType: T,
  details: AuditDetails<T>,
  now: () => Date = () => new Date(),
): Promise<AppendedEvent> {
  let state = heads.get(db);
  if (!state) heads.set(db, (state = { queue: Promise.resolve() }));
  const chainState = state;
  const appended = chainState.queue.then(() =>
    append(db, chainState, () => ({
      userId: actor.userId,
      userEmail: actor.userEmail,
      clientAddress: actor.clientAddress,
      userAgent: actor.userAgent,
      requestId: actor.requestId,
      time: now(),
      eventType,
      details,
    })),
  );
  chainState.queue = appended.catch(() => undefined);
  return appended;
}
