"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiMessage } from "@/components/watchlists/api-message";

const CHOICES = [
  { value: "private", label: "Only me" },
  { value: "named", label: "Colleagues I name" },
  { value: "everyone", label: "Everyone" },
] as const;

/** Who a watchlist or batch is for, set by its owner (PATCH `endpoint` with {sharing, shareWith}). */
export function ShareForm({ endpoint, sharing, label }: { endpoint: string; sharing: string; label: string }) {
  const router = useRouter();
  const [choice, setChoice] = useState(sharing);
  const [emails, setEmails] = useState("");
  const [message, setMessage] = useState("");
  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage("");
        const shareWith = emails.split(/[\s,;]+/).filter(Boolean);
        void fetch(endpoint, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ sharing: choice, shareWith }),
        })
          .then(async (response) => {
            setMessage(response.ok ? "Saved." : await apiMessage(response));
            if (response.ok) router.refresh();
          })
          .catch(() => setMessage("The app could not be reached. Try again."));
      }}
    >
      <label>
        Seen by{" "}
        <select value={choice} onChange={(e) => setChoice(e.target.value)} className="rounded border px-1">
          {CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      {choice === "named" && (
        <label>
          Emails{" "}
          <input
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            placeholder="colleague@firm.lv, …"
            className="rounded border border-slate-300 px-2 py-0.5"
          />
        </label>
      )}
      <button type="submit" className="rounded border border-slate-300 bg-white px-2 py-0.5 hover:bg-slate-100">
        Share
      </button>
      <span role="status">{message}</span>
    </form>
  );
}
