import { useTranslations } from "next-intl";
import { AUDIT_EVENT_KEYS, AUDIT_EVENT_TYPES } from "@/lib/domain/audit/audit-event-types";
import { DateInput } from "@/components/ui/date-input";
import { TextInput, fieldClass } from "@/components/ui/text-input";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** The /audit filters as a plain GET form: the address holds the filter, so a filtered view can be shared. */
export function AuditFilterForm({ values }: { values: Record<string, string> }) {
  const t = useTranslations("account.audit");
  return (
    <form
      method="get"
      action={pagePaths.audit()}
      className="flex flex-wrap items-end gap-3 text-sm"
      aria-label={t("filter.label")}
    >
      <label className="flex flex-col gap-1">
        {t("filter.user")}
        <TextInput name="user" type="text" defaultValue={values.user} />
      </label>
      <label className="flex flex-col gap-1">
        {t("filter.regcode")}
        <TextInput name="regcode" type="text" inputMode="numeric" defaultValue={values.regcode} />
      </label>
      <label className="flex flex-col gap-1">
        {t("filter.event")}
        <select name="event" defaultValue={values.event ?? ""} className={fieldClass("md")}>
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
        <DateInput name="from" defaultValue={values.from} />
      </label>
      <label className="flex flex-col gap-1">
        {t("filter.to")}
        <DateInput name="to" defaultValue={values.to} />
      </label>
      <button type="submit" className="rounded bg-slate-800 px-3 py-1.5 font-medium text-white">
        {t("filter.submit")}
      </button>
    </form>
  );
}
