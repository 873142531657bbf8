import { TableHead } from "@/components/shared/table-head";
import { SectionTitle } from "@/components/ui/section-title";
import { changeRows, changesBySection } from "@/lib/domain/changes/change-rows";
import type { RecordChange } from "@/lib/domain/changes/record-changes";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

const KIND_STYLE = {
  added: "bg-emerald-100 text-emerald-900",
  removed: "bg-rose-100 text-rose-900",
  changed: "bg-amber-100 text-amber-900",
} as const;

/**
 * The changes between two retrievals, section by section, each with its old and new values. The changes
 * come worded in the page's language (recordChanges' locale); the rows and headings are worded here.
 */
export function ChangesList({
  changes,
  idPrefix = "changes",
  level = 2,
  locale,
}: {
  changes: readonly RecordChange[];
  /** Prefix of the section headings' ids, so two lists on one page keep them apart. */
  idPrefix?: string;
  /** The level of the section headings: 3 inside a section of its own. */
  level?: 2 | 3;
  locale: Locale;
}) {
  const t = translator(locale, "report.changes");
  if (changes.length === 0) {
    return <p className="text-sm">{t("empty")}</p>;
  }
  return (
    <div className="space-y-5">
      {changesBySection(changes, locale).map((group) => (
        <section
          key={group.section}
          aria-labelledby={`${idPrefix}-${group.section}`}
          className="space-y-2 break-inside-avoid-page"
        >
          <SectionTitle level={level} id={`${idPrefix}-${group.section}`}>
            {group.label}
          </SectionTitle>
          <ul className="space-y-3">
            {group.changes.map((change) => (
              <ChangeItem locale={locale} key={change.path} change={change} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ChangeItem({ change, locale }: { change: RecordChange; locale: Locale }) {
  const t = translator(locale, "report.changes");
  const rows = changeRows(change, locale);
  return (
    <li className="break-inside-avoid space-y-1" data-change-kind={change.kind}>
      <p className="text-sm">
        <span className={`mr-2 rounded px-1.5 py-0.5 text-xs font-medium ${KIND_STYLE[change.kind]}`}>
          {t(`kinds.${change.kind}`)}
        </span>{" "}
        <span>{change.summary}</span>
      </p>
      {rows.length > 0 && (
        <table className="ml-2 text-sm">
          <TableHead
            caption={t("valuesCaption", { summary: change.summary })}
            columns={[{ label: t("columns.field") }, { label: t("columns.before") }, { label: t("columns.after") }]}
            cellClassName="pr-4 text-left text-xs font-medium text-slate-600"
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="pr-4 text-left font-normal text-slate-600">
                  {row.label}
                </th>
                <td className="pr-4 text-slate-600">{row.before}</td>
                <td className="pr-4 font-medium">{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
