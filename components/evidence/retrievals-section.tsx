import { AppLink } from "@/components/shared/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { Section } from "@/components/shared/section";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { db } from "@/lib/platform/db/db";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { countRetrievals, listRetrievals } from "@/lib/domain/evidence/list-retrievals";
import { sectionLabel } from "@/lib/registry/record/sections";
import { RetrievalsTable } from "./retrievals-table";

/** Retrievals shown on the profile; the full list has the rest. */
const PROFILE_RETRIEVALS = 10;

/** The profile's "Retrievals": the newest answers the registry gave for this number, each a permalink to what was seen. */
export async function RetrievalsSection({ regcode, viewer }: { regcode: string; viewer: Viewer }) {
  const database = await db();
  const [rows, total, t, locale] = await Promise.all([
    listRetrievals(database, regcode, { limit: PROFILE_RETRIEVALS, offset: 0 }),
    countRetrievals(database, regcode),
    getTranslations("report.retrievals"),
    getLocale(),
  ]);
  return (
    <Section id="retrievals" title={sectionLabel("retrievals", locale)} note={t("kept", { total })}>
      <p className="text-sm text-slate-700">
        {t("intro")}{" "}
        {total > rows.length && (
          <AppLink href={pagePaths.retrievals(regcode)} className="underline">
            {t("all", { total })}
          </AppLink>
        )}
      </p>
      <RetrievalsTable regcode={regcode} rows={rows} viewer={viewer} />
    </Section>
  );
}
