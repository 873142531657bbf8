import { asc, eq, gt } from "drizzle-orm";
import { auditEvents } from "@/lib/db/schema/audit";
import type { AuditDb } from "./append-audit-event";
import { type ChainedRow, type ChainReport, verifyChain } from "./verify-chain";

const PAGE_SIZE = 1000;

async function* pagesOf(db: AuditDb): AsyncGenerator<ChainedRow[]> {
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

/** Checks the whole audit trail in the database, a page at a time, oldest row first, as of `now`. */
export function verifyAuditTrail(db: AuditDb, now: Date = new Date()): Promise<ChainReport> {
  return verifyChain(
    pagesOf(db),
    async (hash) => {
      const [found] = await db.select({ seq: auditEvents.seq }).from(auditEvents).where(eq(auditEvents.hash, hash));
      return found?.seq;
    },
    now,
  );
}
