import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";

/** Shown on screen and on paper, so demo output can never pass for evidence. */
export function DemoBanner({ locale }: { locale: Locale }) {
  const t = translator(locale, "common.demo");
  return (
    <div
      role="note"
      data-demo-banner=""
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      {t("banner", { label: t("label") })}
    </div>
  );
}
