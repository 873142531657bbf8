import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AppLink } from "@/components/shared/app-link";
import { LocalTime } from "@/components/evidence/local-time";
import { UtcTime } from "@/components/shared/utc-time";
import { ShareForm } from "@/components/shared/share-form";
import { TableHead } from "@/components/shared/table-head";
import { CodeWords } from "@/components/shared/code-words";
import { ListCheckAll } from "@/components/watchlists/list-check-all";
import { ListImport } from "@/components/watchlists/list-import";
import { ListMessages } from "@/components/watchlists/list-messages";
import { ListSettings, WATCHLISTS_HEADING } from "@/components/watchlists/list-settings";
import { NewListForm } from "@/components/watchlists/new-list-form";
import { WatchedEntity } from "@/components/watchlists/watched-entity";
import { PageTitle } from "@/components/ui/page-title";
import { SectionTitle } from "@/components/ui/section-title";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { db } from "@/lib/platform/db/db";
import { codeLabel } from "@/lib/registry/record/labels";
import { listWatchlists } from "@/lib/features/watchlists/watchlist-store";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { apiPaths } from "@/lib/domain/routes/api-paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("monitoring");
  return { title: t("watchlists.title") };
}

/** Every list the analyst may see, each entity with its state: when it was last checked and last changed, and open alerts. */
export default async function WatchlistsPage() {
  const t = await getTranslations("monitoring");
  // A list without a depth of its own watches as deep as the ownership determination reads.
  const { maxDepth } = parseOwnershipConfig(process.env);
  const viewer = await pageViewer(ANALYST_ACCESS);
  const lists = await listWatchlists(await db(), viewer.userId);
  const locale = await getLocale();
  // What a check found, in words; anything else is the error code a failed check ended with.
  const outcomeWords = (outcome: string | null) =>
    outcome === "first" || outcome === "unchanged" || outcome === "changed"
      ? t(`watchlists.outcome.${outcome}`)
      : t("watchlists.outcome.failed", { code: String(outcome) });
  const columns = [
    { label: t("watchlists.columns.entity") },
    { label: t("watchlists.columns.status") },
    { label: t("watchlists.columns.lastCheck") },
    { label: t("watchlists.columns.lastChange") },
    { label: t("watchlists.columns.openAlerts") },
  ];
  return (
    <div className="space-y-6">
      {/* The focus lands here when a list is deleted: its own controls are gone with it. */}
      <PageTitle id={WATCHLISTS_HEADING} tabIndex={-1}>
        {t("watchlists.title")}
      </PageTitle>
      <ListMessages>
        <NewListForm />
        {lists.length === 0 && <p>{t("watchlists.empty")}</p>}
        {lists.map((list) => {
          const headingId = `list-${list.id}`;
          return (
            <section key={list.id} aria-labelledby={headingId} className="space-y-2">
              <SectionTitle id={headingId}>{list.name}</SectionTitle>
              <p className="text-sm text-slate-600">
                {t("watchlists.about", {
                  whose: list.ownedByYou ? t("watchlists.yours") : t("watchlists.ownedBy", { owner: list.owner }),
                  sharing: t(`watchlists.sharing.${list.sharing}`),
                  count: list.entries.length,
                })}{" "}
                · {t("watchlists.depthAbout", { depth: list.depth ?? maxDepth })}
              </p>
              <div className="flex flex-wrap items-center gap-4 text-sm print:hidden">
                {list.entries.length > 0 && <ListCheckAll id={list.id} name={list.name} />}
                {/* A plain link: the file is a download, not a page. */}
                <a
                  href={apiPaths.watchlistCsv(list.id)}
                  aria-label={t("watchlists.export", { list: list.name })}
                  className="underline"
                >
                  {t("watchlists.exportShort")}
                </a>
              </div>
              <ListImport id={list.id} name={list.name} />
              {list.ownedByYou && (
                <>
                  <ShareForm
                    endpoint={apiPaths.watchlist(list.id)}
                    sharing={list.sharing}
                    sharedWith={list.sharedWith}
                    label={t("watchlists.share", { list: list.name })}
                  />
                  <ListSettings
                    id={list.id}
                    name={list.name}
                    entries={list.entries.length}
                    depth={list.depth}
                    maxDepth={maxDepth}
                  />
                </>
              )}
              {list.entries.length === 0 ? (
                <p className="text-sm">{t("watchlists.entriesNone")}</p>
              ) : (
                <div className="relative overflow-x-auto print:overflow-visible">
                  {/* On a phone the table scrolls in its own box, not the whole page with it; on paper it fits the page. */}
                  <table className="w-full text-left text-sm print:text-[8pt]">
                    <TableHead
                      caption={t("watchlists.caption", { list: list.name })}
                      columns={columns}
                      cellClassName="border-b px-2 py-1"
                    />
                    <tbody>
                      {list.entries.map((entry) => (
                        <tr key={entry.regcode} className="border-b border-slate-100">
                          <td className="px-2 py-1">
                            <WatchedEntity regcode={entry.regcode} name={entry.name} />
                            {entry.customerId !== null && (
                              <span className="block text-xs text-slate-600">
                                {t("watchlists.customerId", { id: entry.customerId })}
                              </span>
                            )}
                          </td>
                          <td className="px-2 py-1">
                            {entry.status === null ? (
                              t("watchlists.notChecked")
                            ) : (
                              <CodeWords code={entry.status} words={codeLabel(entry.status, locale)} />
                            )}
                          </td>
                          <td className="px-2 py-1">
                            {entry.lastCheckAt ? (
                              <>
                                <UtcTime value={entry.lastCheckAt} />
                                <LocalTime iso={entry.lastCheckAt.toISOString()} /> · {outcomeWords(entry.lastOutcome)}
                              </>
                            ) : (
                              t("watchlists.notYet")
                            )}
                          </td>
                          <td className="px-2 py-1">
                            {entry.lastChangeAt ? (
                              <>
                                <UtcTime value={entry.lastChangeAt} />
                                <LocalTime iso={entry.lastChangeAt.toISOString()} />
                              </>
                            ) : (
                              t("watchlists.noneSeen")
                            )}
                          </td>
                          <td className="px-2 py-1">
                            {entry.openAlerts > 0 ? (
                              <AppLink href={pagePaths.alerts()}>{entry.openAlerts}</AppLink>
                            ) : (
                              "0"
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          );
        })}
      </ListMessages>
    </div>
  );
}
