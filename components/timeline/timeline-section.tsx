import { Section } from "@/components/shared/section";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { QueryReader } from "@/lib/platform/http/page-query";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { timelineOf } from "@/lib/domain/timeline/timeline-of";
import { timelinePage } from "@/lib/domain/timeline/timeline-page";
import { filterFromParams } from "@/lib/domain/timeline/timeline-params";
import { DeferredTimelineExplorer } from "./deferred-timeline-explorer";
import { TimelinePrintTable } from "./timeline-print-table";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/** Above this many events a printed profile points to the report instead of carrying every row. */
export const PRINT_TABLE_LIMIT = 2000;

interface TimelineSectionProps {
  record: LegalEntity;
  /** The page's query: `history_category`, `history_from` and `history_to` filter the first page. */
  query?: QueryReader;
  /** The report: every event however many there are, in the one table, on screen and on paper, with nothing to click. */
  printAll?: boolean;
  /** Set when `record` is a stored copy: further pages come from it too. */
  snapshot?: string;
  /** The language the report or profile is worded in. */
  locale: Locale;
}

/**
 * The history of the entity: every dated fact of the record, newest first. The server renders the
 * first page of events; the client part fetches the rest a page at a time. Only the print table,
 * plain HTML, holds every event, and only where printing it is the point.
 */
export function TimelineSection({
  record,
  query = new URLSearchParams(),
  printAll = false,
  snapshot,
  locale,
}: TimelineSectionProps) {
  const t = translator(locale, "timeline");
  const sections = translator(locale, "record.sections");
  const events = timelineOf(record, locale);
  const filter = filterFromParams(query, "history_");
  const regcode = record.registration_number;
  const report = pagePaths.report(regcode, snapshot);
  return (
    <Section id="history" title={sections("history")} note={t("note", { count: events.length })}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : printAll ? (
        <TimelinePrintTable locale={locale} events={events} onScreen />
      ) : (
        <div className="space-y-3">
          <DeferredTimelineExplorer
            regcode={regcode}
            snapshot={snapshot}
            first={timelinePage(events, filter, 1)}
            firstFilter={filter}
          />
          {events.length <= PRINT_TABLE_LIMIT ? (
            <TimelinePrintTable locale={locale} events={events} />
          ) : (
            <p className="hidden text-sm print:block">
              {t.rich("printPointer", {
                count: events.length,
                path: report,
                link: (chunks) => (
                  <a href={report} className="underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
