import type { Metadata } from "next";
import Link from "next/link";
import { UtcTime } from "@/components/evidence/utc-time";
import { ShareForm } from "@/components/shared/share-form";
import { TableHead } from "@/components/shared/table-head";
import { pageViewer } from "@/lib/auth/current-viewer";
import { db } from "@/lib/db/db";
import { entityPath } from "@/lib/evidence/entity-paths";
import { listWatchlists } from "@/lib/watchlists/watchlist-store";

export const metadata: Metadata = { title: "Watchlists" };

const SHARING_WORDS: Record<string, string> = {
  private: "only you",
  named: "named colleagues",
  everyone: "everyone",
};

/** What a check found, in words; anything else is the error code a failed check ended with. */
function outcomeWords(outcome: string | null): string {
  if (outcome === "first") return "first check";
  if (outcome === "unchanged") return "no change";
  if (outcome === "changed") return "changed";
  return `failed (${outcome}), trying again soon`;
}

const COLUMNS = [
  { label: "Entity" },
  { label: "Status" },
  { label: "Last check" },
  { label: "Last change" },
  { label: "Open alerts" },
];

/** Every list the analyst may see, each entity with its state: when it was last checked and last changed, and open alerts. */
export default async function WatchlistsPage() {
  const viewer = await pageViewer();
  const lists = await listWatchlists(await db(), viewer.userId);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Watchlists</h1>
      {lists.length === 0 && <p>Nothing is watched yet: open an entity&apos;s profile and choose Watch.</p>}
      {lists.map((list) => (
        <section key={list.id} aria-labelledby={`list-${list.id}`} className="space-y-2">
          <h2 id={`list-${list.id}`} className="text-lg font-semibold">
            {list.name}
          </h2>
          <p className="text-sm text-slate-600">
            {list.ownedByYou ? "Yours" : `${list.owner}'s`}, seen by {SHARING_WORDS[list.sharing] ?? list.sharing} ·{" "}
            {list.entries.length === 1 ? "1 entity" : `${list.entries.length} entities`}
          </p>
          {list.ownedByYou && (
            <ShareForm endpoint={`/api/watchlists/${list.id}`} sharing={list.sharing} label={`Share ${list.name}`} />
          )}
          {list.entries.length > 0 && (
            <table className="w-full text-left text-sm">
              <TableHead caption={`Entities on ${list.name}`} columns={COLUMNS} cellClassName="border-b px-2 py-1" />
              <tbody>
                {list.entries.map((entry) => (
                  <tr key={entry.regcode} className="border-b border-slate-100">
                    <td className="px-2 py-1">
                      <Link href={entityPath(entry.regcode)}>{entry.name ?? entry.regcode}</Link>{" "}
                      <span className="font-mono text-xs text-slate-600">{entry.regcode}</span>
                    </td>
                    <td className="px-2 py-1">{entry.status ?? "Not checked yet"}</td>
                    <td className="px-2 py-1">
                      {entry.lastCheckAt ? (
                        <>
                          <UtcTime value={entry.lastCheckAt} /> · {outcomeWords(entry.lastOutcome)}
                        </>
                      ) : (
                        "Not yet"
                      )}
                    </td>
                    <td className="px-2 py-1">
                      {entry.lastChangeAt ? <UtcTime value={entry.lastChangeAt} /> : "None seen"}
                    </td>
                    <td className="px-2 py-1">
                      {entry.openAlerts > 0 ? <Link href="/alerts">{entry.openAlerts}</Link> : "0"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}
