import { AppLink } from "@/components/shared/app-link";
import { SectionTitle } from "@/components/ui/section-title";
import { useLocale, useTranslations } from "next-intl";
import { type AppError, messageIn, retryCanHelp } from "@/lib/platform/errors/app-error";
import { SCOPES } from "@/lib/registry/client/scopes";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** Why the identity could not be read and what to do next; operator detail stays in the server log. */
export function CredentialError({ error }: { error: AppError }) {
  const t = useTranslations("errors");
  const locale = useLocale();
  return (
    <div role="alert" className="space-y-2 rounded border border-red-300 bg-red-50 p-4">
      <SectionTitle>{t("credential.title")}</SectionTitle>
      <p>{messageIn(error, locale)}</p>
      {error.code === "scope_missing" && (
        <p>{t("credential.scopeMissing", { identityScope: SCOPES.identity, entityScope: SCOPES.legalEntities })}</p>
      )}
      <p className="text-sm text-slate-700">{t("credential.code", { code: error.code })}</p>
      {retryCanHelp(error.code) && (
        <p>
          <AppLink href={pagePaths.credential()}>{t("tryAgain")}</AppLink>
        </p>
      )}
    </div>
  );
}
