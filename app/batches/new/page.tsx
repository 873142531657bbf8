import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BatchForm } from "@/components/batches/batch-form";
import { PageTitle } from "@/components/ui/page-title";
import { parseBatchConfig } from "@/lib/features/batch/batch-config";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("monitoring");
  return { title: t("batch.newTitle") };
}

/** Screening a list: paste or upload it, see what will be sent, run it. */
export default async function NewBatchPage() {
  await pageViewer(ANALYST_ACCESS);
  const t = await getTranslations("monitoring");
  return (
    <div className="space-y-4">
      <PageTitle>{t("batch.newTitle")}</PageTitle>
      <BatchForm maxRows={parseBatchConfig(process.env).maxRows} />
    </div>
  );
}
