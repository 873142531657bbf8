import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
import { PageTitle } from "@/components/ui/page-title";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** An unknown or malformed registration number: says which, and how to go on. */
export function EntityNotFound({ regcode, invalid, locale }: { regcode?: string; invalid: boolean; locale: Locale }) {
  const t = translator(locale, "errors.entityNotFound");
  return (
    <div className="space-y-3">
      <PageTitle>{invalid ? t("invalidTitle") : t("unknownTitle")}</PageTitle>
      <p>
        {regcode !== undefined && <code className="rounded bg-slate-100 px-1">{regcode}</code>}{" "}
        {invalid ? t("invalid") : t("unknown")}
      </p>
      <p className="text-sm text-slate-700">{invalid ? t("invalidNext") : t("unknownNext")}</p>
      <p>
        {/* A plain link: the report document shows this outside the App Router, where next/link cannot run. */}
        <a href={pagePaths.home()}>{t("searchAgain")}</a>
      </p>
    </div>
  );
}
