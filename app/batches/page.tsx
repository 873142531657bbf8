import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/shared/app-link";
import { LocalTime } from "@/components/evidence/local-time";
import { UtcTime } from "@/components/shared/utc-time";
import { TableHead } from "@/components/shared/table-head";
import { PageTitle } from "@/components/ui/page-title";
import { listBatches } from "@/lib/features/batch/batch-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { db } from "@/lib/platform/db/db";
import { pagePaths } from "@/lib/domain/routes/page-paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("monitoring");
  return { title: t("batch.listTitle") };
}

/** Past and running batches the analyst may see, newest first. */
export default async function BatchesPage() {
  const t = await getTranslations("monitoring");
  const viewer = await pageViewer(ANALYST_ACCESS);
  const batches = await listBatches(await db(), viewer.userId);
  const columns = (["batch", "owner", "started", "status", "numbers", "done", "failed", "flagged"] as const).map(
    (column) => ({ label: t(`batch.listColumns.${column}`) }),
  );
  return (
    <div className="space-y-4">
      <PageTitle>{t("batch.listTitle")}</PageTitle>
      <p>{t.rich("batch.newList", { link: (chunks) => <AppLink href={pagePaths.newBatch()}>{chunks}</AppLink> })}</p>
      {batches.length === 0 ? (
        <p>{t("batch.none")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <TableHead caption={t("batch.listCaption")} columns={columns} cellClassName="border-b px-2 py-1" />
          <tbody>
            {batches.map((batch) => (
              <tr key={batch.id} className="border-b border-slate-100">
                <td className="px-2 py-1">
                  <AppLink href={pagePaths.batch(batch.id)}>{batch.name}</AppLink>
                </td>
                <td className="px-2 py-1">{batch.owner}</td>
                <td className="px-2 py-1">
                  <UtcTime value={batch.createdAt} />
                  <LocalTime iso={batch.createdAt.toISOString()} />
                </td>
                <td className="px-2 py-1">{t(`batch.status.${batch.status}`)}</td>
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
