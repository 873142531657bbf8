import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { EventCollector } from "./event-collector";
import { addDetailEvents } from "./events-details";
import { addHistoryEvents } from "./events-history";
import { addOrganisationEvents } from "./events-organisation";
import { addPeopleEvents } from "./events-people";
import type { TimelineEvent } from "./timeline-types";

/**
 * Every dated event of the record, from every section, newest first (same-day events in record order),
 * titled in `locale`.
 */
export function buildTimeline(record: LegalEntity, locale: Locale): TimelineEvent[] {
  const c = new EventCollector(locale);
  addHistoryEvents(c, record);
  addPeopleEvents(c, record);
  addDetailEvents(c, record);
  addOrganisationEvents(c, record);
  return c.events.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
