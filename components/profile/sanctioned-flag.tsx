import type { SanctionedState } from "@/lib/domain/ownership/sanctioned-parties";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * Marks a row whose person or entity the record's sanctions name, linking to them: the officers' and
 * members' tables otherwise say nothing of it. Red while a listing is in force, amber once all have ended.
 */
export function SanctionedFlag({ state, locale }: { state: SanctionedState; locale: Locale }) {
  const t = translator(locale, "profile.sanctions");
  const tone =
    state === "current" ? "bg-red-100 text-red-900 ring-red-300" : "bg-amber-100 text-amber-950 ring-amber-300";
  return (
    <a
      href="#sanctions-related"
      className={`mt-0.5 inline-flex items-center gap-1 rounded px-1.5 text-xs font-semibold no-underline ring-1 ${tone}`}
      title={t("flagTitle")}
      data-sanctioned-flag={state}
    >
      <span aria-hidden="true">⚠</span>
      <span>{t(state === "current" ? "flag" : "flagFormer")}</span>
      <span className="sr-only">: {t("flagTitle")}</span>
    </a>
  );
}
