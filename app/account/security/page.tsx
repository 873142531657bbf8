import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SecondFactorSettings } from "@/components/account/second-factor-settings";
import { PageTitle } from "@/components/ui/page-title";
import { requirementCovers } from "@/lib/domain/viewer/second-factor-requirement";
import { SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { getAuth } from "@/lib/edge/auth/auth";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { accountSecondFactor } from "@/lib/edge/auth/second-factor";
import { currentSecondFactorRequirement } from "@/lib/edge/auth/second-factor-enrolment";
import { safeReturnPath } from "@/lib/edge/auth/safe-return-path";
import { db } from "@/lib/platform/db/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.security");
  return { title: t("title") };
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The account's second step at sign-in: set up an authenticator app, renew the recovery codes, turn it off.
 * A session an administrator's requirement holds back is sent here (proxy.ts) and goes on to `next` after.
 */
export default async function AccountSecurityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const viewer = await pageViewer(SIGNED_IN_ACCESS);
  const t = await getTranslations("account.security");
  const { next } = await searchParams;
  // Either instance holds the key the recovery codes are encrypted with.
  const auth = await getAuth(false);
  const status = await accountSecondFactor(await db(), (await auth.$context).secretConfig, viewer.userId);
  const required = requirementCovers(await currentSecondFactorRequirement(), viewer.roles);
  return (
    <div className="max-w-2xl space-y-6">
      <PageTitle>{t("title")}</PageTitle>
      <SecondFactorSettings
        {...status}
        required={required}
        sso={viewer.signInMethod === "sso"}
        next={typeof next === "string" ? safeReturnPath(next) : null}
      />
    </div>
  );
}
