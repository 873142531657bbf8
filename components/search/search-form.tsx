"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

/** Minimal lookup form; normalisation and check-digit advice live in lib/regcode helpers. */
export function SearchForm() {
  const router = useRouter();
  const [value, setValue] = useState("");
  const digits = value.replace(/^\s*LV/i, "").replace(/[\s-]/g, "");
  const valid = /^[0-9]{11}$/.test(digits);
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) router.push(`/entities/${digits}`);
      }}
    >
      <label htmlFor="regcode" className="sr-only">
        Registration number
      </label>
      <input
        id="regcode"
        name="regcode"
        inputMode="numeric"
        autoComplete="off"
        placeholder="11-digit registration number"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-80 rounded border border-slate-300 px-3 py-2"
      />
      <button type="submit" disabled={!valid} className="rounded bg-blue-800 px-4 py-2 text-white disabled:opacity-50">
        Look up
      </button>
    </form>
  );
}
