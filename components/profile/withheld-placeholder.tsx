import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
/**
 * Stands where a person's details were left out, with the reason; visible in print too. `brief` (the overview's
 * short lists) says the reason to screen readers and on hover only, and is not counted as a placeholder of the
 * record: the person's row in their section has one.
 */
export function WithheldPlaceholder({ reason, locale, brief }: { reason: string; locale: Locale; brief?: boolean }) {
  const t = translator(locale, "record.withheld");
  if (brief)
    return (
      <span data-withheld-brief="" title={reason} className="font-medium text-amber-900 italic">
        {t("label")}
        <span className="sr-only">: {reason}</span>
      </span>
    );
  return (
    // Styled in app/globals.css: a large entity's report has thousands of these.
    <span data-withheld="">
      <span>{t("label")}</span>
      <span>{reason}</span>
    </span>
  );
}
