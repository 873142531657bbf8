import type { Metadata } from "next";
import Link from "next/link";
import { UtcTime } from "@/components/evidence/utc-time";
import { TableHead } from "@/components/shared/table-head";
import { listBatches } from "@/lib/batch/batch-store";
import { pageViewer } from "@/lib/auth/current-viewer";
import { db } from "@/lib/db/db";

export const metadata: Metadata = { title: "Batches" };

const COLUMNS = [
  { label: "Batch" },
  { label: "Owner" },
  { label: "Started (UTC)" },
  { label: "Status" },
  { label: "Numbers" },
  { label: "Done" },
  { label: "Failed" },
  { label: "Flagged" },
];

/** Past and running batches the analyst may see, newest first. */
export default async function BatchesPage() {
  const viewer = await pageViewer();
  const batches = await listBatches(await db(), viewer.userId);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Batches</h1>
      <p>
        <Link href="/batches/new">Screen a new list</Link>: paste registration numbers or upload a CSV.
      </p>
      {batches.length === 0 ? (
        <p>No batches yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <TableHead caption="Batches, newest first" columns={COLUMNS} cellClassName="border-b px-2 py-1" />
          <tbody>
            {batches.map((batch) => (
              <tr key={batch.id} className="border-b border-slate-100">
                <td className="px-2 py-1">
                  <Link href={`/batches/${batch.id}`}>{batch.name}</Link>
                </td>
                <td className="px-2 py-1">{batch.owner}</td>
                <td className="px-2 py-1">
                  <UtcTime value={batch.createdAt} />
                </td>
                <td className="px-2 py-1">{batch.status}</td>
                <td className="px-2 py-1">{batch.total}</td>
                <td className="px-2 py-1">{batch.done}</td>
                <td className="px-2 py-1">{batch.failed}</td>
                <td className="px-2 py-1">{batch.flagged}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
