import { useTranslations } from "next-intl";
import type { SEVERITIES } from "@/lib/platform/db/schema/watchlists";

const STYLE: Record<(typeof SEVERITIES)[number], string> = {
  high: "border-red-700 bg-red-50 text-red-900",
  medium: "border-amber-600 bg-amber-50 text-amber-950",
  low: "border-slate-400 bg-slate-50 text-slate-800",
};

/** An alert's severity, in words and colour (the word carries it: colour alone would not). */
export function SeverityBadge({ severity }: { severity: (typeof SEVERITIES)[number] }) {
  const t = useTranslations("monitoring");
  return (
    <span className={`rounded border px-1.5 py-0.5 text-xs font-semibold uppercase ${STYLE[severity]}`}>
      {t(`severity.${severity}`)}
    </span>
  );
}
