import type { Database } from "@/lib/platform/db/database";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { user } from "@/lib/platform/db/schema/auth";
import { batches, batchRows, batchShares } from "@/lib/platform/db/schema/batches";
import { refuseSharingWithSelf } from "@/lib/domain/sharing/share-request";
import { sharedWith } from "@/lib/domain/sharing/shared-with";
import { visibleTo } from "@/lib/domain/sharing/visible-to";
import { AppError } from "@/lib/platform/errors/app-error";
import type { Sharing } from "@/lib/domain/sharing/share-request";
import { storedRisk } from "./batch-risk";
import type { BatchInput } from "./parse-batch-input";

const INSERT_CHUNK = 1_000;
const RATE_WINDOW_S = 10;

/** Makes a batch of the numbers understood, each once, in order; it is queued until its rows run. */
export async function createBatch(
  db: Database,
  ownerId: string,
  batch: { name: string; input: BatchInput; inputSha256: string },
): Promise<number> {
  const { numbers, customerIds = {}, ...report } = batch.input;
  if (numbers.length === 0) throw new AppError("bad_request", "batchHasNoNumbers");
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(batches)
      .values({ name: batch.name, ownerId, inputSha256: batch.inputSha256, report })
      .returning({ id: batches.id });
    for (let at = 0; at < numbers.length; at += INSERT_CHUNK) {
      await tx.insert(batchRows).values(
        numbers.slice(at, at + INSERT_CHUNK).map((regcode, i) => ({
          batchId: made.id,
          position: at + i + 1,
          regcode,
          customerId: customerIds[regcode] ?? null,
        })),
      );
    }
    return made.id;
  });
}

const countsOf = {
  total: count(),
  pending: sql<number>`count(*) filter (where ${batchRows.state} = 'pending')::int`,
  done: sql<number>`count(*) filter (where ${batchRows.state} = 'done')::int`,
  failed: sql<number>`count(*) filter (where ${batchRows.state} = 'failed')::int`,
  cancelled: sql<number>`count(*) filter (where ${batchRows.state} = 'cancelled')::int`,
  found: sql<number>`count(*) filter (where ${batchRows.outcome} = 'found')::int`,
  notFound: sql<number>`count(*) filter (where ${batchRows.outcome} = 'not_found')::int`,
  flagged: sql<number>`count(*) filter (where ${batchRows.flagged})::int`,
  /** Rows finished in the last RATE_WINDOW_S seconds: the batch's current pace. */
  recent: sql<number>`count(*) filter (where ${batchRows.finishedAt} > now() - make_interval(secs => ${RATE_WINDOW_S}))::int`,
};

/** A batch this user may see, with its counts; a 404 for anything else. */
export async function getBatch(db: Database, userId: string, id: number) {
  const [batch] = await db
    .select({
      id: batches.id,
      name: batches.name,
      status: batches.status,
      sharing: batches.sharing,
      ownerId: batches.ownerId,
      owner: user.name,
      ownerEmail: user.email,
      inputSha256: batches.inputSha256,
      report: batches.report,
      createdAt: batches.createdAt,
      finishedAt: batches.finishedAt,
    })
    .from(batches)
    .innerJoin(user, eq(user.id, batches.ownerId))
    .where(and(eq(batches.id, id), visibleTo(db, "batch", userId)));
  if (!batch) throw new AppError("not_found", { key: "noVisibleBatch", values: { id: String(id) } });
  const [found] = await db.select(countsOf).from(batchRows).where(eq(batchRows.batchId, id));
  const { recent, ...counts } = found ?? {
    total: 0,
    pending: 0,
    done: 0,
    failed: 0,
    cancelled: 0,
    found: 0,
    notFound: 0,
    flagged: 0,
    recent: 0,
  };
  const perSecond = recent / RATE_WINDOW_S;
  const named = batch.ownerId === userId ? await sharedWith(db, "batch", [id]) : undefined;
  return {
    ...batch,
    /** The colleagues a named batch is shared with, by email: for its owner only. */
    sharedWith: named?.get(id) ?? [],
    counts,
    /** Rows finished a second lately, and the seconds the rest will take at that pace (null when idle). */
    rate: perSecond,
    secondsLeft: perSecond > 0 ? Math.ceil(counts.pending / perSecond) : null,
  };
}

/** The batches this user may see, newest first, with their counts. */
export async function listBatches(db: Database, userId: string) {
  const rows = await db
    .select({
      id: batches.id,
      name: batches.name,
      status: batches.status,
      owner: user.name,
      createdAt: batches.createdAt,
      total: count(batchRows.regcode),
      done: countsOf.done,
      failed: countsOf.failed,
      flagged: countsOf.flagged,
    })
    .from(batches)
    .innerJoin(user, eq(user.id, batches.ownerId))
    .leftJoin(batchRows, eq(batchRows.batchId, batches.id))
    .where(visibleTo(db, "batch", userId))
    .groupBy(batches.id, user.name)
    .orderBy(desc(batches.createdAt), desc(batches.id));
  return rows;
}

/** Highest risk first: high, medium, low, then rows without a record (not found, failed, waiting). */
const riskRank = sql`case ${batchRows.riskLevel} when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end`;

/**
 * A batch this user may see (see getBatch) and its rows ranked by the risk model (level, then points, highest
 * first; then input order), for its table, API, CSV and summary.
 */
export async function batchResults(db: Database, userId: string, id: number) {
  const batch = await getBatch(db, userId, id);
  const rows = await db
    .select({
      position: batchRows.position,
      regcode: batchRows.regcode,
      customerId: batchRows.customerId,
      state: batchRows.state,
      outcome: batchRows.outcome,
      error: batchRows.error,
      name: batchRows.name,
      legalForm: batchRows.legalForm,
      status: batchRows.status,
      riskLevel: batchRows.riskLevel,
      riskPoints: batchRows.riskPoints,
      risk: batchRows.risk,
      flags: batchRows.flags,
      sha256: batchRows.sha256,
    })
    .from(batchRows)
    .where(eq(batchRows.batchId, id))
    .orderBy(desc(riskRank), sql`${batchRows.riskPoints} desc nulls last`, asc(batchRows.position));
  return {
    batch,
    rows: rows.map(({ riskLevel, riskPoints, risk, ...row }) => ({
      ...row,
      risk: storedRisk({ riskLevel, riskPoints, risk }),
    })),
  };
}

/** The owner's batch, for changes only its owner may make. */
async function ownBatch(db: Database, userId: string, id: number) {
  const batch = await getBatch(db, userId, id);
  if (batch.ownerId !== userId) throw new AppError("forbidden", "batchOwnerOnly");
  return batch;
}

/** Stops a batch: rows not yet looked up are never sent. */
export async function cancelBatch(db: Database, userId: string, id: number, now: Date): Promise<void> {
  const batch = await ownBatch(db, userId, id);
  if (batch.status === "done" || batch.status === "cancelled")
    throw new AppError("conflict", { key: "batchFinished", values: { id: String(id), status: batch.status } });
  await db.transaction(async (tx) => {
    await tx.update(batches).set({ status: "cancelled", finishedAt: now }).where(eq(batches.id, id));
    await tx
      .update(batchRows)
      .set({ state: "cancelled" })
      .where(and(eq(batchRows.batchId, id), eq(batchRows.state, "pending")));
  });
}

/** Puts a batch's failed rows (timeouts, registry errors) back to be looked up again; returns their numbers. */
export async function retryFailedRows(db: Database, userId: string, id: number): Promise<string[]> {
  await ownBatch(db, userId, id);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(batchRows)
      .set({ state: "pending", outcome: null, error: null })
      .where(and(eq(batchRows.batchId, id), eq(batchRows.state, "failed")))
      .returning({ regcode: batchRows.regcode });
    if (rows.length === 0) throw new AppError("conflict", { key: "batchNothingToRetry", values: { id: String(id) } });
    await tx.update(batches).set({ status: "running", finishedAt: null }).where(eq(batches.id, id));
    return rows.map((row) => row.regcode);
  });
}

/** The numbers of a batch still to look up (after a restart, or to queue them at first). */
export async function pendingNumbers(db: Database, id: number): Promise<string[]> {
  const rows = await db
    .select({ regcode: batchRows.regcode })
    .from(batchRows)
    .where(and(eq(batchRows.batchId, id), inArray(batchRows.state, ["pending"])))
    .orderBy(asc(batchRows.position));
  return rows.map((row) => row.regcode);
}

/** Sets who the owner's batch is for (see resolveShareRequest). */
export async function shareBatch(
  db: Database,
  ownerId: string,
  id: number,
  share: { sharing: Sharing; userIds: string[] },
): Promise<void> {
  await ownBatch(db, ownerId, id);
  refuseSharingWithSelf(ownerId, share);
  await db.transaction(async (tx) => {
    await tx.update(batches).set({ sharing: share.sharing }).where(eq(batches.id, id));
    await tx.delete(batchShares).where(eq(batchShares.batchId, id));
    if (share.userIds.length > 0)
      await tx.insert(batchShares).values(share.userIds.map((userId) => ({ batchId: id, userId })));
  });
}
