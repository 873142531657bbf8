"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useApiMessage } from "./api-message";

/** Acknowledges an alert with a note of what was done about it; the note goes to the audit trail. */
export function AcknowledgeForm({ alertId }: { alertId: number }) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const router = useRouter();
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError("");
        void fetch(`/api/alerts/${alertId}/acknowledge`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ note }),
        })
          .then(async (response) => {
            if (response.ok) router.refresh();
            else setError(await apiMessage(response));
          })
          .catch(() => setError(t("unreachable")))
          .finally(() => setBusy(false));
      }}
    >
      <label className="sr-only" htmlFor={`note-${alertId}`}>
        {t("alerts.noteLabel", { id: String(alertId) })}
      </label>
      <input
        id={`note-${alertId}`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t("alerts.notePlaceholder")}
        className="min-w-48 rounded border border-slate-300 px-2 py-0.5"
        required
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded border border-slate-300 bg-white px-2 py-0.5 hover:bg-slate-100"
      >
        {t("alerts.acknowledge")}
      </button>
      {error && (
        <span role="alert" className="text-red-800">
          {error}
        </span>
      )}
    </form>
  );
}
