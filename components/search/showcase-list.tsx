"use client";

import Link from "next/link";
import { recentLookupsStore } from "./recent-lookups-store";

export interface ShowcaseItem {
  regcode: string;
  name: string;
  story: string;
}

/** Demo mode only: entities of the embedded demo registry, each showing off a part of the record. */
export function ShowcaseList({ items }: { items: readonly ShowcaseItem[] }) {
  return (
    <section aria-labelledby="showcase-heading" className="space-y-2">
      <h2 id="showcase-heading" className="text-lg font-semibold">
        Demo entities
      </h2>
      <p className="text-sm text-slate-600">
        This app runs on the embedded demo registry; its records are invented. Each of these shows a different part of a
        register record.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map(({ regcode, name, story }) => (
          <li key={regcode} className="rounded border border-slate-200 bg-white p-3">
            <Link
              href={`/entities/${regcode}`}
              onClick={() => recentLookupsStore.record({ regcode, name })}
              className="font-medium"
            >
              {name}
            </Link>
            <p className="font-mono text-sm text-slate-700">{regcode}</p>
            <p className="text-sm text-slate-600">{story}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
