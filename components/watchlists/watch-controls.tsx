"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "@/lib/browser-zod";
import { apiMessage } from "./api-message";

const checked = z.object({
  outcome: z.string(),
  alerts: z.array(z.object({ severity: z.string() })),
});

function describeCheck({ outcome, alerts }: z.infer<typeof checked>): string {
  if (outcome === "first") return "Checked: this record is now the one later checks compare with.";
  if (alerts.length === 0) return "Checked just now: no change since the last check.";
  const severities = [...new Set(alerts.map((a) => a.severity))].join(", ");
  return `Checked: the record changed. ${alerts.length === 1 ? "1 alert" : `${alerts.length} alerts`} raised (${severities}).`;
}

/** Watch or unwatch the entity, and check it now; screen only. */
export function WatchControls({ regcode, watchedOn }: { regcode: string; watchedOn: readonly string[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const watched = watchedOn.length > 0;

  async function act(what: () => Promise<Response>, done: (response: Response) => Promise<string>) {
    setBusy(true);
    setMessage("");
    try {
      const response = await what();
      setMessage(response.ok ? await done(response) : await apiMessage(response));
      if (response.ok) router.refresh();
    } catch {
      setMessage("The app could not be reached. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const button = "rounded border border-slate-300 bg-white px-2 py-0.5 text-sm text-slate-900 hover:bg-slate-100";
  return (
    <div
      role="region"
      aria-label="Monitoring"
      data-screen-only=""
      className="flex flex-wrap items-center gap-3 rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm print:hidden"
    >
      <span>
        {watched ? (
          <>
            Watched on {watchedOn.join(", ")} · <Link href="/watchlists">Watchlists</Link>
          </>
        ) : (
          "Not watched: watch it to be alerted when the register changes it."
        )}
      </span>
      <button
        type="button"
        className={button}
        disabled={busy}
        onClick={() =>
          void act(
            () =>
              watched
                ? fetch(`/api/watchlist/${regcode}`, { method: "DELETE" })
                : fetch("/api/watchlist", {
                    method: "POST",
                    headers: { "content-type": "application/json" },
                    body: JSON.stringify({ regcode }),
                  }),
            async () =>
              watched ? "No longer watched." : "Watched: it is checked on a schedule, and changes appear under Alerts.",
          )
        }
      >
        {watched ? "Unwatch" : "Watch"}
      </button>
      {watched && (
        <button
          type="button"
          className={button}
          disabled={busy}
          onClick={() =>
            void act(
              () => fetch(`/api/watchlist/${regcode}/check`, { method: "POST" }),
              async (response) => describeCheck(checked.parse(await response.json())),
            )
          }
        >
          {busy ? "Checking…" : "Check now"}
        </button>
      )}
      <span role="status" aria-live="polite">
        {message}
      </span>
    </div>
  );
}
