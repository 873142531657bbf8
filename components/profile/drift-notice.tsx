import type { DriftIssue } from "@/lib/registry/client/repair-drift";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/** Says which fields arrived in an unexpected form, so a blank or odd value is not mistaken for the register's. */
export function DriftNotice({ drift, locale }: { drift: DriftIssue[]; locale: Locale }) {
  const t = translator(locale, "profile.drift");
  if (drift.length === 0) return null;
  return (
    <div role="note" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{t("summary", { count: drift.length })}</p>
      <ul className="mt-1 list-disc pl-5">
        {drift.map((d) => (
          <li key={d.path}>
            <code>{d.path}</code>: {t("received", { type: d.receivedType, message: d.message })}
          </li>
        ))}
      </ul>
    </div>
  );
}
