import { useTranslations } from "next-intl";
import type { CaseState, RiskLevel } from "@/lib/domain/cases/case-types";

const STATE_STYLE: Record<CaseState, string> = {
  open: "border-slate-400 bg-white text-slate-800",
  "in-review": "border-sky-700 bg-sky-50 text-sky-900",
  "awaiting-approval": "border-amber-600 bg-amber-50 text-amber-950",
  returned: "border-amber-600 bg-white text-amber-950",
  approved: "border-green-700 bg-green-50 text-green-900",
  rejected: "border-red-700 bg-red-50 text-red-900",
};

const RISK_STYLE: Record<RiskLevel, string> = {
  high: "border-red-700 bg-red-50 text-red-900",
  medium: "border-amber-600 bg-amber-50 text-amber-950",
  low: "border-slate-400 bg-slate-50 text-slate-800",
};

const BADGE = "inline-block rounded border px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap";

/** A case's state in words and colour (the word carries it). */
export function CaseStateBadge({ state }: { state: CaseState }) {
  const t = useTranslations("cases.states");
  return (
    <span className={`${BADGE} ${STATE_STYLE[state]}`} data-case-state={state}>
      {t(state)}
    </span>
  );
}

/** A risk level in words and colour. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  const t = useTranslations("cases.risk.levels");
  return (
    <span className={`${BADGE} uppercase ${RISK_STYLE[level]}`} data-risk-level={level}>
      {t(level)}
    </span>
  );
}
