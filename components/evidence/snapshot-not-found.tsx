import { type AppError, messageIn } from "@/lib/platform/errors/app-error";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
import { PageTitle } from "@/components/ui/page-title";

/** A stored copy that cannot be shown: a malformed hash (400) or one no retrieval of this number has (404). */
export function SnapshotNotFound({ regcode, error, locale }: { regcode: string; error: AppError; locale: Locale }) {
  const t = translator(locale, "errors.snapshot");
  return (
    <div className="space-y-3" role="alert">
      <PageTitle>{error.code === "bad_request" ? t("malformedTitle") : t("missingTitle")}</PageTitle>
      <p>{messageIn(error, locale)}</p>
      <p>
        <a href={pagePaths.retrievals(regcode)}>{t("retrievals", { regcode })}</a> ·{" "}
        <a href={pagePaths.entity(regcode)}>{t("liveProfile")}</a>
      </p>
    </div>
  );
}
