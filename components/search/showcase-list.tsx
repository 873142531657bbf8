"use client";

import { AppLink } from "@/components/shared/app-link";
import { SectionTitle } from "@/components/ui/section-title";
import { useTranslations } from "next-intl";
import { recentLookupsStore } from "./recent-lookups-store";
import { pagePaths } from "@/lib/domain/routes/page-paths";

const HEADING_ID = "showcase-heading";

export interface ShowcaseItem {
  regcode: string;
  name: string;
  story: string;
}

/** Demo mode only: entities of the embedded demo registry, each showing off a part of the record. */
export function ShowcaseList({ items }: { items: readonly ShowcaseItem[] }) {
  const t = useTranslations("search.showcase");
  return (
    <section aria-labelledby={HEADING_ID} className="space-y-2">
      <SectionTitle id={HEADING_ID}>{t("title")}</SectionTitle>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map(({ regcode, name, story }) => (
          <li key={regcode} className="rounded border border-slate-200 bg-white p-3">
            <AppLink
              href={pagePaths.entity(regcode)}
              onClick={() => recentLookupsStore.record({ regcode, name })}
              className="font-medium"
            >
              {name}
            </AppLink>
            <p className="font-mono text-sm text-slate-700">{regcode}</p>
            <p className="text-sm text-slate-600">{story}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
