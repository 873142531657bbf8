import type { Database } from "@/lib/platform/db/database";
import { desc, eq, sql } from "drizzle-orm";
import { user } from "@/lib/platform/db/schema/auth";
import { retrievals } from "@/lib/platform/db/schema/evidence";
import { type KeptPdf, pdfsOfRetrievals } from "./report-pdf-store";

export interface RetrievalEntry {
  id: number;
  sha256: string;
  retrievedAt: Date;
  /** The user who caused it (id null: the app itself); name null when the account no longer exists. */
  actor: { id: string | null; name: string | null; email: string | null };
  credential: string | null;
  /** Whether the bytes differ from the retrieval before it; null for the first one kept. */
  changed: boolean | null;
  /** The report PDFs the server printed from it. */
  pdfs: KeptPdf[];
}

export interface RetrievalPage {
  limit: number;
  offset: number;
}

/** The number's retrievals, newest first, each saying whether the register's answer changed since the one before. */
export async function listRetrievals(
  db: Database,
  regcode: string,
  page: RetrievalPage = { limit: 1000, offset: 0 },
): Promise<RetrievalEntry[]> {
  // Computed over all of the number's rows, so the oldest row of a page still compares with the one before it.
  const ordered = db
    .select({
      id: retrievals.id,
      sha256: retrievals.sha256,
      retrievedAt: retrievals.retrievedAt,
      userId: retrievals.userId,
      credential: retrievals.credential,
      previous: sql<
        string | null
      >`lag(${retrievals.sha256}) over (order by ${retrievals.retrievedAt}, ${retrievals.id})`.as("previous"),
    })
    .from(retrievals)
    .where(eq(retrievals.regcode, regcode))
    .as("ordered");
  const rows = await db
    .select({
      id: ordered.id,
      sha256: ordered.sha256,
      retrievedAt: ordered.retrievedAt,
      userId: ordered.userId,
      credential: ordered.credential,
      previous: ordered.previous,
      name: user.name,
      email: user.email,
    })
    .from(ordered)
    .leftJoin(user, eq(user.id, ordered.userId))
    .orderBy(desc(ordered.retrievedAt), desc(ordered.id))
    .limit(page.limit)
    .offset(page.offset);
  const pdfs = await pdfsOfRetrievals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    sha256: row.sha256,
    retrievedAt: row.retrievedAt,
    actor: { id: row.userId, name: row.name, email: row.email },
    credential: row.credential,
    changed: row.previous === null ? null : row.previous !== row.sha256,
    pdfs: pdfs.get(row.id) ?? [],
  }));
}

/** Retrievals per page of the full list. */
export const RETRIEVALS_PAGE_SIZE = 50;

/** How many pages the full list of `total` retrievals takes: one, even when empty. */
export function retrievalsPages(total: number): number {
  return Math.max(1, Math.ceil(total / RETRIEVALS_PAGE_SIZE));
}

/** How many retrievals the number has, for paging the full list. */
export async function countRetrievals(db: Database, regcode: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(retrievals)
    .where(eq(retrievals.regcode, regcode));
  return row?.n ?? 0;
}
