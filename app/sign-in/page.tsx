import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/auth/sign-in-form";
import { ssoRefusalKey } from "@/components/auth/sso-refusal-key";
import { PageTitle } from "@/components/ui/page-title";
import { authSettings } from "@/lib/edge/auth/auth";
import { DEMO_ACCOUNTS } from "@/lib/edge/auth/demo-accounts";

const DEMO_HEADING_ID = "demo-accounts";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.signIn");
  return { title: t("title") };
}

type SearchParams = Record<string, string | string[] | undefined>;

export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("account.signIn");
  const { next, error, password } = await searchParams;
  const settings = authSettings();
  const provider = settings.oidc?.providerName ?? null;
  const refusal = provider ? ssoRefusalKey(typeof error === "string" ? error : null) : null;
  // With password sign-in off the form is left out; the start administrator recovers at /sign-in?password=1.
  const passwordForm = settings.passwordSignIn || !provider || password === "1";
  return (
    <div className="mx-auto max-w-md space-y-6">
      <PageTitle>{t("title")}</PageTitle>
      {provider && refusal && (
        <div role="alert" className="space-y-1 rounded border border-red-300 bg-red-50 p-4 text-red-900">
          <h2 className="font-semibold">{t("ssoRefused.title")}</h2>
          <p>{t(`ssoRefused.${refusal}`, { provider })}</p>
        </div>
      )}
      <SignInForm next={typeof next === "string" ? next : undefined} provider={provider} passwordForm={passwordForm} />
      {settings.demoMode && (
        <section
          aria-labelledby={DEMO_HEADING_ID}
          className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id={DEMO_HEADING_ID} className="font-semibold">
            {t("demo.title")}
          </h2>
          <p className="text-sm">{t("demo.intro")}</p>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{t("demo.account")}</th>
                <th scope="col">{t("demo.password")}</th>
                <th scope="col">{t("demo.sees")}</th>
              </tr>
            </thead>
            <tbody>
              {DEMO_ACCOUNTS.map((account) => (
                <tr key={account.email}>
                  <td className="pr-2 font-mono">{account.email}</td>
                  <td className="pr-2 font-mono">{account.password}</td>
                  <td>{t(`demo.purposes.${account.purpose}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
