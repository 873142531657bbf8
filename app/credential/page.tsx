import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import { AccessStatement } from "@/components/credential/access-statement";
import { CredentialError } from "@/components/credential/credential-error";
import { IdentityDetails } from "@/components/credential/identity-details";
import { ScopeList } from "@/components/credential/scope-list";
import { PageTitle } from "@/components/ui/page-title";
import { SectionTitle } from "@/components/ui/section-title";
import { SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { toAppError } from "@/lib/platform/errors/app-error";
import { logger } from "@/lib/platform/log/logger";
import { lookupIdentity, refreshIdentity } from "@/lib/registry/client/registry";
import type { Identity } from "@/lib/registry/schemas/identity";

const PERSONAL_HEADING_ID = "personal-heading";
const SCOPES_HEADING_ID = "scopes-heading";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.credential");
  return { title: t("title") };
}

async function readIdentity(refresh: boolean) {
  try {
    return { identity: await (refresh ? refreshIdentity() : lookupIdentity()) };
  } catch (caught) {
    const error = toAppError(caught);
    logger.warn({ route: "/credential", code: error.code, detail: error.detail }, "identity lookup failed");
    return { error };
  }
}

/**
 * The credential this app signs with, as cached for the pages (a visit costs no registry call);
 * "Refresh" reads it from the registry now and replaces the cached copy.
 */
export default async function CredentialPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Always at request time: the identity depends on the running server's credential, never on the build.
  await connection();
  await pageViewer(SIGNED_IN_ACCESS);
  const t = await getTranslations("account.credential");
  const refresh = [(await searchParams).refresh].flat().includes("1");
  const result = await readIdentity(refresh);
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <PageTitle>{t("title")}</PageTitle>
        <p className="text-slate-700">{t("intro")}</p>
        <form method="get" className="flex items-center gap-3 text-sm text-slate-700">
          <span>{refresh ? t("fresh") : t("cached")}</span>
          <button
            type="submit"
            name="refresh"
            value="1"
            className="rounded border border-slate-300 px-3 py-1 font-medium text-slate-900 hover:bg-slate-50"
          >
            {t("refresh")}
          </button>
        </form>
      </div>
      {result.identity ? <IdentitySections identity={result.identity} /> : <CredentialError error={result.error} />}
    </div>
  );
}

function IdentitySections({ identity }: { identity: Identity }) {
  const t = useTranslations("account.credential");
  return (
    <>
      <IdentityDetails identity={identity} />
      <section aria-labelledby={PERSONAL_HEADING_ID} className="space-y-2">
        <SectionTitle id={PERSONAL_HEADING_ID}>{t("personalTitle")}</SectionTitle>
        <AccessStatement scopes={identity.scopes} />
      </section>
      <section aria-labelledby={SCOPES_HEADING_ID} className="space-y-2">
        <SectionTitle id={SCOPES_HEADING_ID}>{t("scopesTitle")}</SectionTitle>
        <ScopeList scopes={identity.scopes} />
      </section>
    </>
  );
}
