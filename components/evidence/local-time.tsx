"use client";

import { useLocale } from "next-intl";
import { useHydrated } from "@/components/shared/use-hydrated";

// One per language: a formatter is costly to make, and the retrievals table shows a time on every row.
const FORMATS = new Map<string, Intl.DateTimeFormat>();

function localFormat(locale: string): Intl.DateTimeFormat {
  let format = FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    FORMATS.set(locale, format);
  }
  return format;
}

/**
 * A time in the reader's own zone, worded in the page's language, once the browser knows the zone; the
 * server HTML has the UTC time beside it.
 */
export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  if (!hydrated) return null;
  return <span className="text-slate-600">{localFormat(locale).format(new Date(iso))}</span>;
}
