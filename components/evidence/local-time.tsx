"use client";

import { useLocale } from "next-intl";
import { useHydrated } from "@/components/shared/use-hydrated";

/**
 * A time in the reader's own zone, worded in the page's language, once the browser knows the zone; the
 * server HTML has the UTC time beside it.
 */
export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  if (!hydrated) return null;
  return (
    <span className="text-slate-600">
      {new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" })}
    </span>
  );
}
