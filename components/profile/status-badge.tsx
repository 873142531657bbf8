import { codeLabel } from "@/lib/registry/record/labels";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/** Registered in green; any other status (including ones the spec never lists) as received, in amber. */
export function StatusBadge({ status, locale }: { status: string; locale: Locale }) {
  const t = translator(locale, "profile");
  const words = codeLabel(status, locale);
  const registered = status === "REGISTERED";
  const tone = registered ? "bg-green-100 text-green-900 ring-green-300" : "bg-amber-100 text-amber-950 ring-amber-300";
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold ring-1 ${tone}`} title={status}>
      {words || t("statusNotGiven")}
    </span>
  );
}
