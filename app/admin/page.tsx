import type { Metadata } from "next";
import { AppLink } from "@/components/shared/app-link";
import { getTranslations } from "next-intl/server";
import { JobHealthTable } from "@/components/admin/job-health-table";
import { ApiTokenTable } from "@/components/tokens/api-token-table";
import { listApiTokens } from "@/lib/domain/api-tokens/api-tokens";
import { db } from "@/lib/platform/db/db";
import { PageTitle } from "@/components/ui/page-title";
import { SectionTitle } from "@/components/ui/section-title";
import { ADMIN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { appJobQueue } from "@/lib/features/jobs/app-job-queue";
import { pagePaths } from "@/lib/domain/routes/page-paths";

const JOBS_HEADING_ID = "jobs";
const TOKENS_HEADING_ID = "api-tokens";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.admin");
  return { title: t("title") };
}

export default async function AdminPage() {
  const t = await getTranslations("account.admin");
  await pageViewer(ADMIN_ACCESS);
  const [queues, tokens] = await Promise.all([
    appJobQueue().then((queue) => queue.health()),
    db().then((handle) => listApiTokens(handle, "all")),
  ]);
  const tokensTitle = (await getTranslations("account.tokens"))("everyone");
  return (
    <div className="space-y-6">
      <PageTitle>{t("title")}</PageTitle>
      <p>{t.rich("usersLink", { link: (chunks) => <AppLink href={pagePaths.adminUsers()}>{chunks}</AppLink> })}</p>
      <section aria-labelledby={JOBS_HEADING_ID} className="space-y-2">
        <SectionTitle id={JOBS_HEADING_ID}>{t("jobs.title")}</SectionTitle>
        <JobHealthTable queues={queues} />
      </section>
      <section aria-labelledby={TOKENS_HEADING_ID} className="space-y-2">
        <SectionTitle id={TOKENS_HEADING_ID}>{tokensTitle}</SectionTitle>
        <ApiTokenTable tokens={tokens} caption={tokensTitle} showOwner />
      </section>
    </div>
  );
}
