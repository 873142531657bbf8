"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/shared/app-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { WatchCheck } from "./api-answers";
import { useOneAction } from "@/components/shared/use-one-action";
import { useApiMessage } from "@/components/shared/api-message";
import { Button } from "@/components/ui/button";
import { ListPicker } from "./list-picker";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/**
 * Watch or unwatch the entity, and check it now; screen only. `lists` are those the viewer may add to, their own
 * first, each saying whether it holds the entity. With more than one to add to, Watch asks which; with one or
 * none, Watch uses the viewer's first list, made if need be. Once watched, the entity can be put on a further
 * list ("Also watch on"). Unwatch takes it off one of the viewer's own lists, asking which when there are more:
 * only a list's owner takes entries off it, so a colleague's shared list offers no Unwatch.
 */
export function WatchControls({
  regcode,
  lists,
}: {
  regcode: string;
  lists: ReadonlyArray<{ id: number; name: string; holds: boolean; own: boolean }>;
}) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const router = useRouter();
  const queries = useQueryClient();
  const { busy, run } = useOneAction();
  const [message, setMessage] = useState("");
  const watchedOn = lists.filter((list) => list.holds);
  const addable = lists.filter((list) => !list.holds);
  const watched = watchedOn.length > 0;
  const removable = watchedOn.filter((list) => list.own);
  const [addTo, setAddTo] = useState<number>();
  const [takeFrom, setTakeFrom] = useState<number>();
  const addChoice = addable.find((list) => list.id === addTo) ?? addable[0];
  const removeChoice = removable.find((list) => list.id === takeFrom) ?? removable[0];

  function describeCheck({ outcome, alerts }: WatchCheck): string {
    if (outcome === "first") return t("watch.checkedFirst");
    if (alerts.length === 0) return t("watch.checkedUnchanged");
    const severities = [...new Set(alerts.map((a) => t(`severity.${a.severity}`)))].join(", ");
    return t("watch.checkedChanged", { count: alerts.length, severities });
  }

  // Set while a check runs, so only Check now says "Checking…", not while a list is added to or left.
  const [checking, setChecking] = useState(false);
  const act = (what: () => Promise<Response>, done: (response: Response) => Promise<string>, check = false) =>
    run(async () => {
      setMessage("");
      setChecking(check);
      try {
        const response = await what();
        setMessage(response.ok ? await done(response) : await apiMessage(response));
        if (response.ok) router.refresh();
      } catch {
        setMessage(t("unreachable"));
      } finally {
        setChecking(false);
      }
    });

  const watch = (list: number | undefined) =>
    fetch("/api/watchlist", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(list === undefined ? { regcode } : { regcode, list }),
    });

  // A button that runs one request and says what came of it. Called, not mounted as a component: the Watch
  // button stays the same element as it becomes Unwatch, so the keyboard's focus stays on it.
  const action = (
    label: string,
    what: () => Promise<Response>,
    done: (response: Response) => Promise<string>,
    check = false,
  ) => (
    <Button
      type="button"
      size="sm"
      className="text-sm text-slate-900"
      aria-disabled={busy || undefined}
      onClick={() => void act(what, done, check)}
    >
      {label}
    </Button>
  );
  return (
    <div
      role="region"
      aria-label={t("watch.region")}
      data-screen-only=""
      className="flex flex-wrap items-center gap-3 rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm print:hidden"
    >
      <span>
        {watched
          ? t.rich("watch.watchedOn", {
              lists: watchedOn.map((list) => list.name).join(", "),
              link: (chunks) => (
                <AppLink href={pagePaths.watchlists()} className="underline">
                  {chunks}
                </AppLink>
              ),
            })
          : t("watch.notWatched")}
      </span>
      {watched ? (
        <>
          {removable.length > 1 && (
            <ListPicker label={t("watch.unwatchFrom")} lists={removable} value={removeChoice.id} onPick={setTakeFrom} />
          )}
          {removeChoice &&
            action(
              t("watch.unwatch"),
              () => fetch(`/api/watchlist/${regcode}?list=${removeChoice.id}`, { method: "DELETE" }),
              async () =>
                watchedOn.length > 1
                  ? t("watch.noLongerWatchedOn", { list: removeChoice.name })
                  : t("watch.noLongerWatched"),
            )}
        </>
      ) : (
        <>
          {addable.length > 1 && (
            <ListPicker label={t("watch.watchOn")} lists={addable} value={addChoice.id} onPick={setAddTo} />
          )}
          {/* With one list or none, the server picks the viewer's own list, made if need be. */}
          {action(
            t("watch.watch"),
            () => watch(addable.length > 1 ? addChoice.id : undefined),
            async () => t("watch.nowWatched"),
          )}
        </>
      )}
      {watched &&
        action(
          checking ? t("watch.checking") : t("watch.checkNow"),
          () => fetch(`/api/watchlist/${regcode}/check`, { method: "POST" }),
          async (response) => {
            const [{ watchCheckAnswer }, body] = await Promise.all([import("./api-answers"), response.json()]);
            const check = watchCheckAnswer.parse(body);
            // The check read a record the page has not shown: the page is read again (router.refresh, where the
            // lookup now finds the check's retrieval in the cache), and so are its sections that fetched the old one.
            if (check.outcome === "changed" || check.outcome === "first") void queries.invalidateQueries();
            return describeCheck(check);
          },
          true,
        )}
      {watched && addChoice && (
        <span className="flex flex-wrap items-center gap-2">
          <ListPicker label={t("watch.alsoWatchOn")} lists={addable} value={addChoice.id} onPick={setAddTo} />
          {action(
            t("watch.add"),
            () => watch(addChoice.id),
            async () => t("watch.nowAlsoWatchedOn", { list: addChoice.name }),
          )}
        </span>
      )}
      <span role="status" aria-live="polite">
        {message}
      </span>
    </div>
  );
}
