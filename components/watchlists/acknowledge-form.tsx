"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useOneAction } from "@/components/shared/use-one-action";
import { useApiMessage } from "@/components/shared/api-message";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { apiPaths } from "@/lib/domain/routes/api-paths";

/**
 * Where the keyboard's focus goes once an alert is acknowledged and its row leaves the open list: the next
 * open alert's note, else the previous one's, else the page's heading, rather than the page itself.
 */
function focusAfterAcknowledging(form: HTMLFormElement): void {
  const row = form.closest("tr");
  const rows = row?.parentElement ? [...row.parentElement.children] : [];
  const at = row ? rows.indexOf(row) : -1;
  // In the list of all alerts, acknowledged rows (with no note field) lie between the open ones.
  const firstNote = (candidates: Element[]) =>
    candidates.map((candidate) => candidate.querySelector<HTMLInputElement>("input[data-alert-note]")).find(Boolean);
  const next = firstNote(rows.slice(at + 1)) ?? firstNote(rows.slice(0, Math.max(at, 0)).reverse());
  if (next) return next.focus();
  const heading = document.querySelector<HTMLElement>("main h1");
  heading?.setAttribute("tabindex", "-1");
  heading?.focus();
}

const ACKNOWLEDGED_STATUS_ID = "alerts-acknowledged-status";

/**
 * Where the alerts page tells assistive technology what was just done, as the acknowledged row leaves the list:
 * rendered empty with the page, so it is already watched when an acknowledgement fills it.
 */
export function AcknowledgedStatus() {
  return <p id={ACKNOWLEDGED_STATUS_ID} role="status" className="sr-only" />;
}

/** Acknowledges an alert with a note of what was done about it; the note goes to the audit trail. */
export function AcknowledgeForm({
  alertId,
  entity,
  raised,
  lists,
}: {
  alertId: number;
  /** Who the alert is about (name or number), when it was raised (UTC) and on which of the viewer's lists: how a
   * listener tells alerts apart, two changes to one entity raising two alerts. */
  entity: string;
  raised: string;
  lists: string[];
}) {
  const t = useTranslations("monitoring");
  const named = { entity, raised, lists: lists.map((name) => `“${name}”`).join(", "), count: lists.length };
  const apiMessage = useApiMessage();
  const router = useRouter();
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const { busy, run } = useOneAction();
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void run(async () => {
          setError("");
          const response = await fetch(apiPaths.acknowledgeAlert(alertId), {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ note }),
          }).catch(() => null);
          if (response?.ok) {
            const status = document.getElementById(ACKNOWLEDGED_STATUS_ID);
            if (status) status.textContent = t("alerts.acknowledged", named);
            focusAfterAcknowledging(form);
            router.refresh();
          } else setError(response ? await apiMessage(response) : t("unreachable"));
        });
      }}
    >
      <label className="sr-only" htmlFor={`note-${alertId}`}>
        {t("alerts.noteLabel", named)}
      </label>
      <TextInput
        id={`note-${alertId}`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t("alerts.notePlaceholder")}
        data-alert-note=""
        size="sm"
        className="min-w-48"
        required
      />
      <Button type="submit" aria-disabled={busy || undefined} size="sm">
        {t("alerts.acknowledge")}
      </Button>
      {error && (
        <span role="alert" className="text-red-800">
          {error}
        </span>
      )}
    </form>
  );
}
