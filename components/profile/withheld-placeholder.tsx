import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
/** Stands where a person's details were left out, with the reason; visible in print too. */
export function WithheldPlaceholder({ reason, locale }: { reason: string; locale: Locale }) {
  const t = translator(locale, "record.withheld");
  return (
    // Styled in app/globals.css: a large entity's report has thousands of these.
    <span data-withheld="">
      <span>{t("label")}</span>
      <span>{reason}</span>
    </span>
  );
}
