import { useTranslations } from "next-intl";
import type { LoadFailureWords } from "@/components/query/fetch-api-json";

/** The reader's words for a part of a page that failed to load without the server saying why. */
export function useLoadFailureWords(): LoadFailureWords {
  const t = useTranslations("errors");
  return { failed: (status) => t("requestFailed", { status: String(status) }), unreadable: t("unreadable") };
}
