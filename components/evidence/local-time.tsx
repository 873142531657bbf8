"use client";

import { useHydrated } from "@/components/shared/use-hydrated";

/** A time in the reader's own zone and words, once the browser knows them; the server HTML has the UTC time beside it. */
export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <span className="text-slate-600">
      {new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
    </span>
  );
}
