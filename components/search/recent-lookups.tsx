"use client";

import Link from "next/link";
import { recentLookupsStore, useRecentLookups } from "./recent-lookups-store";

/** Numbers this browser looked up, newest first; stored in this browser only, never sent anywhere. */
export function RecentLookups() {
  const lookups = useRecentLookups();
  // Unknown before hydration (and without JavaScript): nothing rather than a misleading empty list.
  if (lookups === undefined) return null;
  return (
    <section aria-labelledby="recent-heading" className="space-y-2">
      <h2 id="recent-heading" className="text-lg font-semibold">
        Recent lookups
      </h2>
      {lookups.length === 0 ? (
        <p className="text-sm text-slate-600">Numbers you look up appear here. They are kept in this browser only.</p>
      ) : (
        <>
          <ul className="space-y-1">
            {lookups.map(({ regcode, name }) => (
              <li key={regcode}>
                <Link href={`/entities/${regcode}`} onClick={() => recentLookupsStore.record({ regcode, name })}>
                  <span className="font-mono">{regcode}</span>
                  {name && <span> — {name}</span>}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Kept in this browser only.{" "}
            <button type="button" onClick={recentLookupsStore.clear} className="text-blue-800 underline">
              Clear recent lookups
            </button>
          </p>
        </>
      )}
    </section>
  );
}
