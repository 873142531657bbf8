import { humanizeCode, humanizeKey } from "@/lib/platform/format/humanize-code";
import { LOCALES, type Locale } from "@/lib/platform/i18n/locales";
import { MESSAGES } from "@/lib/platform/i18n/messages";
import { translator } from "@/lib/platform/i18n/translator";
import { TIMELINE_CATEGORIES, type TimelineCategory } from "./timeline-categories";

/** A catalogue table per language, looked up by the register's own names. */
const tables = <T extends Record<string, string>>(pick: (locale: Locale) => T) =>
  new Map(LOCALES.map((locale) => [locale, new Map<string, string>(Object.entries(pick(locale)))]));

const FIELDS = tables((locale) => MESSAGES[locale].record.fields);
const CODES = tables((locale) => MESSAGES[locale].record.codes);

/**
 * The label of a record field in a language (the catalogue's record.fields). The profile, the report
 * and the CSV exports all label fields here, so a change shows everywhere. A field the catalogue does
 * not name, such as one the registry added, is labelled from its name.
 */
export function fieldLabel(key: string, locale: Locale): string {
  return FIELDS.get(locale)?.get(key) ?? humanizeKey(key);
}

/**
 * A register code in words (the catalogue's record.codes): BOARD_MEMBER is "Board member" or "Valdes
 * loceklis". A code the catalogue does not know is put into words from its parts; callers keep the raw
 * code beside it for whoever needs to quote it.
 */
export function codeLabel(code: string | number | boolean | null | undefined, locale: Locale): string {
  if (code === null || code === undefined) return "";
  return CODES.get(locale)?.get(String(code).trim()) ?? humanizeCode(code);
}

/**
 * Whether a value is a register code the catalogue words: a field the spec does not list (a beneficial
 * owner's control type) still shows OWNERSHIP as "Ownership", while plain text stays as it came.
 */
export function isKnownCode(value: unknown, locale: Locale): boolean {
  return typeof value === "string" && /^[A-Z][A-Z0-9_]*$/.test(value) && (CODES.get(locale)?.has(value) ?? false);
}

/** The label of a category of history events in a language. */
export function timelineCategoryLabel(category: TimelineCategory, locale: Locale): string {
  return translator(locale, "record")(`timelineCategories.${TIMELINE_CATEGORIES[category].labelKey}`);
}
