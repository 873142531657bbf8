import { useTranslations } from "next-intl";
import { AUDIT_EVENT_KEYS, AUDIT_EVENT_TYPES } from "@/lib/domain/audit/audit-event-types";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** The /audit filters as a plain GET form: the address holds the filter, so a filtered view can be shared. */
export function AuditFilterForm({ values }: { values: Record<string, string> }) {
  const t = useTranslations("account.audit");
  const field = "rounded border border-slate-300 px-2 py-1";
  return (
    <form
      method="get"
      action={pagePaths.audit()}
      className="flex flex-wrap items-end gap-3 text-sm"
      aria-label={t("filter.label")}
    >
      <label className="flex flex-col gap-1">
        {t("filter.user")}
        <input name="user" type="text" defaultValue={values.user} className={field} />
      </label>
      <label className="flex flex-col gap-1">
        {t("filter.regcode")}
        <input name="regcode" type="text" inputMode="numeric" defaultValue={values.regcode} className={field} />
      </label>
      <label className="flex flex-col gap-1">
        {t("filter.event")}
        <select name="event" defaultValue={values.event ?? ""} className={field}>
          <option value="">{t("filter.any")}</option>
          {AUDIT_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`events.${AUDIT_EVENT_KEYS[type]}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        {t("filter.from")}
        <input name="from" type="date" defaultValue={values.from} className={field} />
      </label>
      <label className="flex flex-col gap-1">
        {t("filter.to")}
        <input name="to" type="date" defaultValue={values.to} className={field} />
      </label>
      <button type="submit" className="rounded bg-slate-800 px-3 py-1.5 font-medium text-white">
        {t("filter.submit")}
      </button>
    </form>
  );
}
