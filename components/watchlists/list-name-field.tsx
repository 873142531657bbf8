"use client";

import { WATCHLIST_NAME_MAX } from "@/lib/watchlists/watchlist-name";

/** A watchlist's name as typed, for a new list or a new name: never blank, never longer than the server allows. */
export function ListNameField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}{" "}
      <input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        maxLength={WATCHLIST_NAME_MAX}
        className="rounded border border-slate-300 px-2 py-0.5"
      />
    </label>
  );
}
