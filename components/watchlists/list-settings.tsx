"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { ListNameField } from "./list-name-field";
import { useListRequest } from "./list-messages";
import { Button } from "@/components/ui/button";
import { apiPaths } from "@/lib/domain/routes/api-paths";

/**
 * The owner's controls for one list: rename it, choose how many layers of each entity's ownership structure it
 * watches, or delete it after saying what goes with it. Once deleted the
 * list and these controls are gone: the focus goes to the page's heading and the page's status line says so.
 */
export function ListSettings({
  id,
  name,
  entries,
  depth,
  maxDepth,
}: {
  id: number;
  name: string;
  entries: number;
  /** Layers of each entity's ownership structure the list watches; null: as deep as the determination reads. */
  depth: number | null;
  maxDepth: number;
}) {
  const t = useTranslations("monitoring");
  const { busy, send: request, nameField } = useListRequest();
  const [newName, setNewName] = useState(name);
  const [newDepth, setNewDepth] = useState(depth === null ? "" : String(depth));
  const depthId = useId();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  // Set when the owner chose to keep the list: the focus goes back to the button that asked.
  const kept = useRef(false);
  const question = useId();
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (kept.current) open.current?.focus();
    kept.current = false;
  }, [asking]);
  const keepList = () => {
    kept.current = true;
    setAsking(false);
  };

  const send = (init: RequestInit, done: () => string) => request(() => fetch(apiPaths.watchlist(id), init), done);

  return (
    <details className="text-sm print:hidden">
      <summary className="cursor-pointer">{t("watchlists.manage", { list: name })}</summary>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send(
              {
                method: "PATCH",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ name: newName }),
              },
              () => t("watchlists.renamed", { name: newName.trim() }),
            );
          }}
        >
          <ListNameField
            label={t("watchlists.renameLabel", { list: name })}
            value={newName}
            onChange={setNewName}
            {...nameField}
          />
          <Button type="submit" aria-disabled={busy || undefined} size="sm">
            {t("watchlists.rename")}
          </Button>
        </form>
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = newDepth === "" ? null : Number(newDepth);
            void send(
              {
                method: "PATCH",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ depth: chosen }),
              },
              () => t("watchlists.depthSaved", { list: name, depth: chosen ?? maxDepth }),
            );
          }}
        >
          <label htmlFor={depthId}>{t("watchlists.depthLabel", { list: name })}</label>
          <select
            id={depthId}
            value={newDepth}
            onChange={(event) => setNewDepth(event.target.value)}
            className="rounded border border-slate-300 px-1 py-0.5"
          >
            <option value="">{t("watchlists.depthDefault", { depth: maxDepth })}</option>
            {Array.from({ length: maxDepth }, (_, i) => i + 1).map((layers) => (
              <option key={layers} value={String(layers)}>
                {t("watchlists.depthLayers", { depth: layers })}
              </option>
            ))}
          </select>
          <Button type="submit" aria-disabled={busy || undefined} size="sm">
            {t("watchlists.depthSave")}
          </Button>
        </form>
        {asking ? (
          <span
            role="group"
            aria-label={t("watchlists.delete")}
            className="inline-flex flex-wrap items-center gap-2"
            onKeyDown={(event) => {
              if (event.key === "Escape") keepList();
            }}
          >
            <span id={question}>{t("watchlists.deleteConfirm", { list: name, count: entries })}</span>
            <Button
              type="button"
              aria-describedby={question}
              aria-disabled={busy || undefined}
              variant="danger"
              size="sm"
              onClick={() =>
                void send({ method: "DELETE" }, () => {
                  document.getElementById(WATCHLISTS_HEADING)?.focus();
                  return t("watchlists.deleted", { name });
                })
              }
            >
              {t("watchlists.deleteYes")}
            </Button>
            <Button ref={keep} type="button" aria-describedby={question} size="sm" onClick={keepList}>
              {t("watchlists.deleteNo")}
            </Button>
          </span>
        ) : (
          <Button ref={open} type="button" size="sm" onClick={() => setAsking(true)}>
            {t("watchlists.delete")}
          </Button>
        )}
      </div>
    </details>
  );
}

/** The id of the watchlists page's heading, where the focus goes when a list is deleted. */
export const WATCHLISTS_HEADING = "watchlists-heading";
