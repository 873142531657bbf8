import type { Database } from "@/lib/platform/db/database";
import { asc, eq, gt, max, min } from "drizzle-orm";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { type AnchorCheck, checkAnchors } from "./audit-anchor";
import { auditChainKey } from "./audit-chain-key";
import type { ChainedRow } from "./audit-content";
import { type ChainReport, verifyChain } from "./verify-chain";

const PAGE_SIZE = 1000;

async function* pagesOf(db: Database): AsyncGenerator<ChainedRow[]> {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.seq, after))
      .orderBy(asc(auditEvents.seq))
      .limit(PAGE_SIZE);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1].seq;
  }
}

export interface TrailReport extends ChainReport {
  /** Set when anchors were given: how they compare with the table. */
  anchors?: AnchorCheck;
}

/**
 * Checks the whole audit trail in the database with the chain's key (by default this process's), a page at a
 * time, oldest row first, as of `now`; then, when given, the anchors kept outside the app (an anchor file's text).
 */
export async function verifyAuditTrail(
  db: Database,
  options: { key?: string; anchors?: string; now?: Date } = {},
): Promise<TrailReport> {
  const key = options.key ?? auditChainKey();
  const hashAt = async (seq: number) => {
    const [row] = await db.select({ hash: auditEvents.hash }).from(auditEvents).where(eq(auditEvents.seq, seq));
    return row?.hash;
  };
  const report = await verifyChain(
    pagesOf(db),
    async (hash) => {
      const [found] = await db.select({ seq: auditEvents.seq }).from(auditEvents).where(eq(auditEvents.hash, hash));
      return found?.seq;
    },
    key,
    options.now,
  );
  if (report.problem || options.anchors === undefined) return report;
  const [ends] = await db.select({ first: min(auditEvents.seq), newest: max(auditEvents.seq) }).from(auditEvents);
  const anchors = await checkAnchors(options.anchors, key, hashAt, {
    first: ends?.first ?? undefined,
    newest: ends?.newest ?? undefined,
  });
  return { ...report, anchors };
}
