"use client";

import { WATCHLIST_NAME_MAX } from "@/lib/features/watchlists/watchlist-name";
import { TextInput } from "@/components/ui/text-input";

/**
 * A watchlist's name as typed, for a new list or a new name: never blank, never longer than the server allows;
 * `invalid` once the server refused it, described by where the reason is said.
 */
export function ListNameField({
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  return (
    <label>
      {label}{" "}
      <TextInput
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        maxLength={WATCHLIST_NAME_MAX}
        size="sm"
      />
    </label>
  );
}
