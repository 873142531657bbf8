import { type ErrorCode, retryCanHelp } from "@/lib/platform/errors/app-error";
import { upstreamExplanation } from "@/lib/platform/errors/upstream-explanation";
import { SCOPES } from "@/lib/registry/client/scopes";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
import { buttonClass } from "@/components/ui/button";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** What went wrong on the way to the registry, and what to do next; never a stack trace. */
export function UpstreamError({
  code,
  message,
  retryHref,
  locale,
}: {
  code: ErrorCode;
  message: string;
  retryHref: string;
  locale: Locale;
}) {
  const t = translator(locale, "errors");
  const known = upstreamExplanation(code);
  return (
    <div role="alert" className="space-y-3 rounded border border-red-300 bg-red-50 p-4 text-red-950">
      <h1 className="text-xl font-semibold">{t(`upstream.${known}.title`)}</h1>
      <p>{message}</p>
      <p className="text-sm">{t(`upstream.${known}.next`, { scope: SCOPES.legalEntities })}</p>
      <p className="flex gap-4">
        {retryCanHelp(code) && (
          <a href={retryHref} className={buttonClass({ variant: "danger" }, "no-underline")}>
            {t("tryAgain")}
          </a>
        )}
        {/* A plain link: the report document shows this outside the App Router, where next/link cannot run. */}
        <a href={pagePaths.home()}>{t("lookUpAnother")}</a>
      </p>
    </div>
  );
}
