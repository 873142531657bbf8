import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiTokenTable } from "@/components/tokens/api-token-table";
import { NewApiTokenForm } from "@/components/tokens/new-api-token-form";
import { PageTitle } from "@/components/ui/page-title";
import { SectionTitle } from "@/components/ui/section-title";
import { listApiTokens } from "@/lib/domain/api-tokens/api-tokens";
import { SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { db } from "@/lib/platform/db/db";

const YOURS_HEADING_ID = "your-tokens";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.tokens");
  return { title: t("title") };
}

/** The signed-in user's API tokens: make one (shown once), see each one's use, revoke. */
export default async function ApiTokensPage() {
  const viewer = await pageViewer(SIGNED_IN_ACCESS);
  const t = await getTranslations("account.tokens");
  const tokens = await listApiTokens(await db(), { userId: viewer.userId });
  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <PageTitle>{t("title")}</PageTitle>
        <p className="text-slate-700">
          {t.rich("intro", { code: (chunks) => <code className="font-mono">{chunks}</code> })}
        </p>
      </div>
      <NewApiTokenForm roles={viewer.roles} />
      <section aria-labelledby={YOURS_HEADING_ID} className="space-y-2">
        <SectionTitle id={YOURS_HEADING_ID}>{t("yours")}</SectionTitle>
        <ApiTokenTable tokens={tokens} caption={t("yours")} />
      </section>
    </div>
  );
}
