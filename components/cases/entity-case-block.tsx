import { getLocale, getTranslations } from "next-intl/server";
import { DateText } from "@/components/profile/date-text";
import { AppLink } from "@/components/shared/app-link";
import { activeCaseFor, entityReview, todayInLatvia } from "@/lib/domain/cases/case-store";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { Database } from "@/lib/platform/db/database";
import type { Locale } from "@/lib/platform/i18n/locales";
import { OpenCaseForm } from "./open-case-form";

/**
 * The entity's case on its profile: the one being worked on, linked ("Case #N · in review · onboarding"), or for an
 * analyst (whose page the profile is) a button that opens one; and the next review its last approved case set, red once it is due.
 */
export async function EntityCaseBlock({ db, regcode, name }: { db: Database; regcode: string; name: string }) {
  const [active, review, t, locale] = await Promise.all([
    activeCaseFor(db, regcode),
    entityReview(db, regcode),
    getTranslations("cases"),
    getLocale() as Promise<Locale>,
  ]);
  const due = review !== null && review.nextReviewOn <= todayInLatvia();
  return (
    <div className="space-y-1 text-sm" data-entity-case>
      {active ? (
        <p>
          <AppLink href={pagePaths.case(active.id)}>
            {t("profile.current", {
              id: String(active.id),
              state: t(`states.${active.state}`).toLocaleLowerCase(locale),
              kind: t(`kinds.${active.kind}`).toLocaleLowerCase(locale),
            })}
          </AppLink>
        </p>
      ) : (
        <OpenCaseForm regcode={regcode} name={name} />
      )}
      {review && (
        <p className={due ? "font-semibold text-red-800" : "text-slate-700"} data-next-review>
          {t.rich(due ? "profile.reviewOverdue" : "profile.nextReview", {
            date: () => <DateText value={review.nextReviewOn} locale={locale} />,
            level: t(`risk.levels.${review.riskLevel}`).toLocaleLowerCase(locale),
          })}
        </p>
      )}
    </div>
  );
}
