import type { Metadata } from "next";
import { AppLink } from "@/components/shared/app-link";
import { getTranslations } from "next-intl/server";
import { JobHealthTable } from "@/components/admin/job-health-table";
import { SecondFactorRequirementForm } from "@/components/admin/second-factor-requirement-form";
import { ApiTokenTable } from "@/components/tokens/api-token-table";
import { listApiTokens } from "@/lib/domain/api-tokens/api-tokens";
import { PageTitle } from "@/components/ui/page-title";
import { SectionTitle } from "@/components/ui/section-title";
import { ADMIN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { appJobQueue } from "@/lib/features/jobs/app-job-queue";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { readSecondFactorRequirement } from "@/lib/domain/viewer/second-factor-requirement-store";
import { db } from "@/lib/platform/db/db";

const JOBS_HEADING_ID = "jobs";
const TOKENS_HEADING_ID = "api-tokens";
const SECOND_FACTOR_HEADING_ID = "second-factor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.admin");
  return { title: t("title") };
}

export default async function AdminPage() {
  const t = await getTranslations("account.admin");
  await pageViewer(ADMIN_ACCESS);
  const handle = await db();
  const [queues, tokens, requirement] = await Promise.all([
    appJobQueue().then((queue) => queue.health()),
    listApiTokens(handle, "all"),
    readSecondFactorRequirement(handle),
  ]);
  const tokensTitle = (await getTranslations("account.tokens"))("everyone");
  return (
    <div className="space-y-6">
      <PageTitle>{t("title")}</PageTitle>
      <p>{t.rich("usersLink", { link: (chunks) => <AppLink href={pagePaths.adminUsers()}>{chunks}</AppLink> })}</p>
      <section aria-labelledby={SECOND_FACTOR_HEADING_ID} className="max-w-3xl space-y-2">
        <SectionTitle id={SECOND_FACTOR_HEADING_ID}>{t("secondFactor.title")}</SectionTitle>
        <p>{t("secondFactor.intro")}</p>
        <SecondFactorRequirementForm requirement={requirement} />
      </section>
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
