import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { BatchInputSummary } from "@/components/batches/batch-input-summary";
import { BatchView } from "@/components/batches/batch-view";
import { LocalTime } from "@/components/evidence/local-time";
import { UtcTime } from "@/components/shared/utc-time";
import { QueryProvider } from "@/components/shared/query-provider";
import { ShareForm } from "@/components/shared/share-form";
import { PageTitle } from "@/components/ui/page-title";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { batchInputReportSchema } from "@/lib/features/batch/batch-input-report";
import { getBatch } from "@/lib/features/batch/batch-store";
import { db } from "@/lib/platform/db/db";
import { AppError } from "@/lib/platform/errors/app-error";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { listsToAddTo } from "@/lib/domain/sharing/visible-lists";

/** The id of the heading of what the list held. */
const LIST_HELD = "list-held";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("monitoring");
  return { title: t("batch.title") };
}

/** One batch: who ran it and why, its live progress, and its results. */
export default async function BatchPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("monitoring");
  const viewer = await pageViewer(ANALYST_ACCESS);
  if (!/^\d{1,15}$/.test(id)) notFound();
  const batch = await getBatch(await db(), viewer.userId, Number(id)).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  return (
    <div className="space-y-4">
      <PageTitle>{batch.name}</PageTitle>
      <p className="text-sm text-slate-600">
        {t.rich("batch.startedBy", {
          id: String(batch.id),
          owner: batch.owner,
          time: () => (
            <>
              <UtcTime value={batch.createdAt} />
              <LocalTime iso={batch.createdAt.toISOString()} />
            </>
          ),
          hash: () => <code className="break-all">{batch.inputSha256}</code>,
        })}
      </p>
      {batch.ownerId === viewer.userId && (
        <ShareForm
          endpoint={apiPaths.batch(batch.id)}
          sharing={batch.sharing}
          sharedWith={batch.sharedWith}
          label={t("batch.share")}
        />
      )}
      <QueryProvider>
        <BatchView
          id={batch.id}
          owned={batch.ownerId === viewer.userId}
          lists={await listsToAddTo(await db(), viewer.userId)}
        />
      </QueryProvider>
      <BatchInputSummary
        report={batchInputReportSchema.parse(batch.report)}
        numbers={batch.counts.total}
        heading={t("batch.form.kept")}
        headingId={LIST_HELD}
        ran
      />
    </div>
  );
}
