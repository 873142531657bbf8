import { severity } from "@/lib/domain/profile/severity";
import { codeLabel } from "@/lib/registry/record/labels";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

const TONE = {
  danger: "bg-red-100 text-red-900 ring-red-300",
  warning: "bg-amber-100 text-amber-950 ring-amber-300",
  ok: "bg-green-100 text-green-900 ring-green-300",
} as const;

/**
 * The entity's gravest condition at a glance (red: sanctions, suspension, prohibition, insolvency,
 * liquidation; amber: lesser ones; green: registered with nothing in force), with the register's own
 * status beside it: a frozen entity is still "REGISTERED" in the register.
 */
export function StatusBadge({ record, now, locale }: { record: LegalEntity; now: number; locale: Locale }) {
  const t = translator(locale, "profile");
  const { tone, condition } = severity(record, now);
  const status = codeLabel(record.status, locale) || t("statusNotGiven");
  const words = condition === null || condition === "notRegistered" ? status : t(`header.conditions.${condition}`);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2" data-status-badge={tone}>
      <span className={`rounded px-2 py-0.5 text-sm font-semibold ring-1 ${TONE[tone]}`} title={record.status}>
        {words}
      </span>
      {words !== status && <span className="text-sm">{t("header.registerStatus", { status })}</span>}
    </span>
  );
}
