import type { useTranslations } from "next-intl";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * The graph drawing's texts and language, handed in rather than read with hooks: the drawing is
 * rendered by the explorer in the browser and, without React's hooks, in the printed report.
 */
export interface GraphWords {
  t: ReturnType<typeof useTranslations<"graph">>;
  locale: Locale;
}
