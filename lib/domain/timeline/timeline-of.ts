import { memoByObject } from "@/lib/platform/cache/memo-by-object";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { buildTimeline } from "./build-timeline";
import type { TimelineEvent } from "./timeline-types";

const BY_LOCALE = {
  en: memoByObject((record: LegalEntity) => buildTimeline(record, "en")),
  lv: memoByObject((record: LegalEntity) => buildTimeline(record, "lv")),
} satisfies Record<Locale, unknown>;

/**
 * The history of a record in a language, built once per retrieval and language and shared by the
 * page, its API and exports.
 */
export function timelineOf(record: LegalEntity, locale: Locale): TimelineEvent[] {
  return BY_LOCALE[locale](record);
}
