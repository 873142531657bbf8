import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { listRetrievals } from "./list-retrievals";
import { keepReportPdf } from "./report-pdf-store";
import { storeRetrieval } from "./store-retrieval";

const regcode = "40003001002";
const sha = (text: string) => createHash("sha256").update(text).digest("hex");

async function retrieve(db: Parameters<typeof storeRetrieval>[0], text: string, at: string) {
  return storeRetrieval(db, {
    regcode,
    bytes: Buffer.from(text),
    sha256: sha(text),
    retrievedAt: new Date(at),
    url: "https://registry.example/x",
    credential: "Standard",
    actor: null,
    reason: "report",
  });
}

const printed = (recordSha256: string, retrievedAt: string, pdf: string) => ({
  regcode,
  recordSha256,
  retrievedAt: new Date(retrievedAt),
  pdfSha256: sha(pdf),
  locale: "lv" as const,
  userId: "u-1",
  createdAt: new Date("2026-02-01T00:00:00.000Z"),
});

forEachDatabase("keeping report PDFs with their retrieval", (database) => {
  it("lists a printed PDF's hash with the retrieval its report shows, and only with that one", async () => {
    const first = await retrieve(database(), "v1", "2026-01-01T00:00:00.000Z");
    const second = await retrieve(database(), "v1", "2026-01-02T00:00:00.000Z");
    expect(await keepReportPdf(database(), printed(sha("v1"), "2026-01-01T00:00:00.000Z", "pdf-a"))).toBe(true);

    const rows = await listRetrievals(database(), regcode);
    const pdfsOf = (id: number) => rows.find((row) => row.id === id)?.pdfs.map((pdf) => [pdf.sha256, pdf.locale]);
    expect(pdfsOf(first.id)).toEqual([[sha("pdf-a"), "lv"]]);
    expect(pdfsOf(second.id)).toEqual([]);
  });

  it("falls back to the newest retrieval with the bytes, and keeps nothing for bytes never retrieved", async () => {
    await retrieve(database(), "v2", "2026-01-03T00:00:00.000Z");
    const newest = await retrieve(database(), "v2", "2026-01-04T00:00:00.000Z");
    expect(await keepReportPdf(database(), printed(sha("v2"), "2025-12-31T00:00:00.000Z", "pdf-b"))).toBe(true);
    expect((await listRetrievals(database(), regcode)).find((row) => row.id === newest.id)?.pdfs).toHaveLength(1);
    expect(await keepReportPdf(database(), printed(sha("never"), "2026-01-01T00:00:00.000Z", "pdf-c"))).toBe(false);
  });
});
