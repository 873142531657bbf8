import { useTranslations } from "next-intl";
import { DateText } from "@/components/profile/date-text";
import { AppLink } from "@/components/shared/app-link";
import { TableHead } from "@/components/shared/table-head";
import { WatchedEntity } from "@/components/watchlists/watched-entity";
import type { CaseSummary, DueReview } from "@/lib/domain/cases/case-store";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { Locale } from "@/lib/platform/i18n/locales";
import { CaseStateBadge, RiskBadge } from "./case-badges";

const CELL = "px-2 py-1";

/**
 * Cases as the inbox lists them: number, entity (linked to its profile), kind, state, risk, assignee and due date,
 * red when overdue. On a phone each row stacks into a card; on a wider screen it is a table.
 */
export function CaseTable({
  cases,
  caption,
  locale,
}: {
  cases: readonly CaseSummary[];
  caption: string;
  locale: Locale;
}) {
  const t = useTranslations("cases");
  if (cases.length === 0) return <p>{t("inbox.empty")}</p>;
  const label = (key: "number" | "entity" | "kind" | "state" | "risk" | "assignee" | "due") =>
    t(`inbox.columns.${key}`);
  // Below sm the cells are blocks: each names its column (data-label), as the hidden headings cannot.
  const cell = `${CELL} block sm:table-cell before:mr-1 before:text-slate-600 before:content-[attr(data-label)] sm:before:content-none`;
  return (
    <table className="w-full text-left text-sm">
      <TableHead
        caption={caption}
        rowClassName="hidden sm:table-row"
        cellClassName={`border-b ${CELL}`}
        columns={(["number", "entity", "kind", "state", "risk", "assignee", "due"] as const).map((key) => ({
          label: label(key),
        }))}
      />
      <tbody>
        {cases.map((c) => (
          <tr
            key={c.id}
            data-case={c.id}
            className="block border-b border-slate-200 py-1 align-top sm:table-row sm:py-0"
          >
            <td className={cell} data-label={label("number")}>
              <AppLink href={pagePaths.case(c.id)} className="font-semibold">
                #{c.id}
              </AppLink>
            </td>
            <td className={`${cell} wrap-anywhere`} data-label={label("entity")}>
              <WatchedEntity regcode={c.regcode} name={c.legalName} />
            </td>
            <td className={cell} data-label={label("kind")}>
              {t(`kinds.${c.kind}`)}
            </td>
            <td className={cell} data-label={label("state")}>
              <CaseStateBadge state={c.state} />
            </td>
            <td className={cell} data-label={label("risk")}>
              {c.riskLevel ? <RiskBadge level={c.riskLevel} /> : t("inbox.notAssessed")}
            </td>
            <td className={cell} data-label={label("assignee")}>
              {c.assignee?.name ?? t("inbox.nobody")}
            </td>
            <td className={cell} data-label={label("due")}>
              {c.dueOn ? (
                <span
                  className={c.overdue ? "font-semibold text-red-800" : undefined}
                  data-overdue={c.overdue || undefined}
                >
                  <DateText value={c.dueOn} locale={locale} />
                  {c.overdue && ` · ${t("inbox.overdue")}`}
                </span>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Entities whose periodic review is due or overdue, the longest overdue first, each with the case that set it. */
export function ReviewsDueTable({ reviews, locale }: { reviews: readonly DueReview[]; locale: Locale }) {
  const t = useTranslations("cases");
  if (reviews.length === 0) return <p>{t("inbox.reviewsEmpty")}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <TableHead
          caption={t("inbox.reviewsCaption")}
          cellClassName={`border-b ${CELL}`}
          columns={[
            { label: t("inbox.reviewsColumns.entity") },
            { label: t("inbox.reviewsColumns.due") },
            { label: t("inbox.reviewsColumns.risk") },
            { label: t("inbox.reviewsColumns.case") },
          ]}
        />
        <tbody>
          {reviews.map((review) => (
            <tr key={review.regcode} className="border-b border-slate-100 align-top" data-review={review.regcode}>
              <td className={`${CELL} wrap-anywhere`}>
                <WatchedEntity regcode={review.regcode} name={review.legalName} />
              </td>
              <td className={`${CELL} font-semibold text-red-800`}>
                <DateText value={review.nextReviewOn} locale={locale} />
              </td>
              <td className={CELL}>
                <RiskBadge level={review.riskLevel} />
              </td>
              <td className={CELL}>
                <AppLink href={pagePaths.case(review.caseId)}>#{review.caseId}</AppLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
