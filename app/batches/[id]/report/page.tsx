import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UtcTime } from "@/components/evidence/utc-time";
import { PrintButton } from "@/components/report/print-button";
import { pageViewer } from "@/lib/auth/current-viewer";
import { rowFlags } from "@/lib/batch/batch-csv";
import { BATCH_FLAG_KEYS, BATCH_FLAGS } from "@/lib/batch/batch-flags";
import { batchResults, getBatch } from "@/lib/batch/batch-store";
import { db } from "@/lib/db/db";
import { AppError } from "@/lib/errors/app-error";

export const metadata: Metadata = { title: "Batch summary" };

/** The printable summary of a batch: what was screened, by whom and when, the counts per flag and the flagged rows. */
export default async function BatchReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await pageViewer();
  if (!/^\d{1,15}$/.test(id)) notFound();
  const handle = await db();
  const [batch, rows] = await Promise.all([
    getBatch(handle, viewer.userId, Number(id)),
    batchResults(handle, viewer.userId, Number(id)),
  ]).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const flagged = rows.filter((row) => BATCH_FLAG_KEYS.some((key) => rowFlags(row)[key]));
  return (
    <article className="space-y-5">
      <div className="print:hidden" data-screen-only="">
        <PrintButton />
      </div>
      <header className="space-y-1">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Batch screening summary</p>
        <h1 className="text-2xl font-semibold">{batch.name}</h1>
        <p className="text-sm">
          Batch {batch.id} run by {batch.owner} ({batch.ownerEmail}), started <UtcTime value={batch.createdAt} />
          {batch.finishedAt && (
            <>
              , finished <UtcTime value={batch.finishedAt} />
            </>
          )}
          ; status {batch.status}.
        </p>
        <p className="text-sm">
          Input SHA-256 <code className="break-all">{batch.inputSha256}</code>
        </p>
      </header>
      <section aria-labelledby="counts">
        <h2 id="counts" className="text-lg font-semibold">
          Counts
        </h2>
        <table className="text-sm">
          <tbody>
            {[
              ["Numbers looked up", batch.counts.total],
              ["Found", batch.counts.found],
              ["Not found", batch.counts.notFound],
              ["Failed", batch.counts.failed],
              ["Cancelled", batch.counts.cancelled],
              ...BATCH_FLAG_KEYS.map((key) => [BATCH_FLAGS[key], rows.filter((row) => rowFlags(row)[key]).length]),
            ].map(([label, n]) => (
              <tr key={String(label)}>
                <th scope="row" className="pr-6 text-left font-normal">
                  {label}
                </th>
                <td className="text-right">{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="flagged">
        <h2 id="flagged" className="text-lg font-semibold">
          Flagged ({flagged.length})
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Name</th>
              <th scope="col">Flags</th>
              <th scope="col">Record SHA-256</th>
            </tr>
          </thead>
          <tbody>
            {flagged.map((row) => (
              <tr key={row.regcode} className="border-b border-slate-100 align-top">
                <td className="font-mono">{row.regcode}</td>
                <td>{row.name}</td>
                <td>
                  {BATCH_FLAG_KEYS.filter((key) => rowFlags(row)[key])
                    .map((key) => BATCH_FLAGS[key])
                    .join("; ")}
                </td>
                <td className="font-mono text-xs break-all">{row.sha256}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="inputs">
        <h2 id="inputs" className="text-lg font-semibold">
          The numbers screened ({rows.length})
        </h2>
        <p className="font-mono text-xs leading-relaxed">{rows.map((row) => row.regcode).join(" ")}</p>
      </section>
    </article>
  );
}
