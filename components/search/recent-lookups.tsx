"use client";

import { AppLink } from "@/components/shared/app-link";
import { SectionTitle } from "@/components/ui/section-title";
import { useTranslations } from "next-intl";
import { recentLookupsStore, useRecentLookups } from "./recent-lookups-store";
import { pagePaths } from "@/lib/domain/routes/page-paths";

const HEADING_ID = "recent-heading";

/** Numbers this browser looked up, newest first; stored in this browser only, never sent anywhere. */
export function RecentLookups() {
  const t = useTranslations("search.recent");
  const lookups = useRecentLookups();
  // Unknown before hydration (and without JavaScript): nothing rather than a misleading empty list.
  if (lookups === undefined) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="space-y-2">
      <SectionTitle id={HEADING_ID}>{t("title")}</SectionTitle>
      {lookups.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <>
          <ul className="space-y-1">
            {lookups.map(({ regcode, name }) => (
              <li key={regcode}>
                <AppLink href={pagePaths.entity(regcode)} onClick={() => recentLookupsStore.record({ regcode, name })}>
                  <span className="font-mono">{regcode}</span>
                  {name && <span> — {name}</span>}
                </AppLink>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            {t("keptHere")}{" "}
            <button type="button" onClick={recentLookupsStore.clear} className="text-blue-800 underline">
              {t("clear")}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
