"use client";

import { useHydrated } from "@/components/shared/use-hydrated";
import { formatLocalTime } from "@/lib/platform/format/format-local-time";

/**
 * A time in the reader's own zone, once the browser knows the zone, written as the UTC time the server HTML
 * has beside it; nothing where the reader's zone is UTC. It brings its own space, so text that follows the UTC
 * time ("… UTC. Input SHA-256") reads right either way.
 */
export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const local = formatLocalTime(new Date(iso));
  return (
    local && (
      <>
        {" "}
        <span className="whitespace-nowrap text-slate-600">({local})</span>
      </>
    )
  );
}
