import type { Database } from "@/lib/platform/db/database";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { reportPdfs, retrievals } from "@/lib/platform/db/schema/evidence";
import type { Locale } from "@/lib/platform/i18n/locales";

export interface PrintedReport {
  regcode: string;
  /** The record the report shows, as its cover states it: its bytes' SHA-256 and retrieval time. */
  recordSha256: string;
  retrievedAt: Date;
  pdfSha256: string;
  locale: Locale;
  userId: string | null;
  createdAt: Date;
}

export interface KeptPdf {
  sha256: string;
  locale: string;
  createdAt: Date;
}

/**
 * Keeps a printed PDF's hash with the retrieval its report shows: the one with those bytes at that time,
 * else the newest with those bytes (a stored copy's report states the first time they were received).
 * False when no retrieval of the number has those bytes, which the caller logs; nothing is invented.
 */
export async function keepReportPdf(db: Database, pdf: PrintedReport): Promise<boolean> {
  const sameBytes = and(eq(retrievals.regcode, pdf.regcode), eq(retrievals.sha256, pdf.recordSha256));
  const [exact] = Number.isNaN(pdf.retrievedAt.getTime())
    ? []
    : await db
        .select({ id: retrievals.id })
        .from(retrievals)
        .where(and(sameBytes, eq(retrievals.retrievedAt, pdf.retrievedAt)))
        .limit(1);
  const [retrieval] = exact
    ? [exact]
    : await db.select({ id: retrievals.id }).from(retrievals).where(sameBytes).orderBy(desc(retrievals.id)).limit(1);
  if (!retrieval) return false;
  await db.insert(reportPdfs).values({
    retrievalId: retrieval.id,
    pdfSha256: pdf.pdfSha256,
    locale: pdf.locale,
    userId: pdf.userId,
    createdAt: pdf.createdAt,
  });
  return true;
}

/** The PDFs printed from each of these retrievals, oldest first. */
export async function pdfsOfRetrievals(db: Database, ids: readonly number[]): Promise<Map<number, KeptPdf[]>> {
  const kept = new Map<number, KeptPdf[]>();
  if (ids.length === 0) return kept;
  const rows = await db
    .select({
      retrievalId: reportPdfs.retrievalId,
      sha256: reportPdfs.pdfSha256,
      locale: reportPdfs.locale,
      createdAt: reportPdfs.createdAt,
    })
    .from(reportPdfs)
    .where(inArray(reportPdfs.retrievalId, [...ids]))
    .orderBy(asc(reportPdfs.createdAt), asc(reportPdfs.id));
  for (const { retrievalId, ...pdf } of rows) kept.set(retrievalId, [...(kept.get(retrievalId) ?? []), pdf]);
  return kept;
}
