"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "@/lib/browser-zod";
import { apiMessage } from "@/components/watchlists/api-message";

const preview = z.object({
  numbers: z.array(z.string()),
  duplicates: z.number(),
  invalid: z.array(z.object({ line: z.number(), value: z.string(), problem: z.string() })),
  checkDigitWarnings: z.array(z.string()),
  entries: z.number(),
  column: z.string().optional(),
});
const started = z.object({ id: z.number() });

/** A list pasted or uploaded, checked first (what will be sent, what will not), then run as a batch. */
export function BatchForm({ maxRows }: { maxRows: number }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const [csv, setCsv] = useState(false);
  const [column, setColumn] = useState("");
  const [understood, setUnderstood] = useState<z.infer<typeof preview> | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const send = (path: string) =>
    fetch(`${path}?${new URLSearchParams({ name, ...(column ? { column } : {}) })}`, {
      method: "POST",
      headers: { "content-type": csv ? "text/csv" : "text/plain" },
      body: text,
    });

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setError("");
    try {
      await work();
    } catch {
      setError("The app could not be reached. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const check = () =>
    act(async () => {
      const response = await send("/api/batches/preview");
      if (!response.ok) return setError(await apiMessage(response));
      setUnderstood(preview.parse(await response.json()));
    });
  const run = () =>
    act(async () => {
      const response = await send("/api/batches");
      if (!response.ok) return setError(await apiMessage(response));
      router.push(`/batches/${started.parse(await response.json()).id}`);
    });

  const field = "w-full rounded border border-slate-300 px-2 py-1";
  return (
    <form
      className="max-w-3xl space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void (understood ? run() : check());
      }}
    >
      <label className="block space-y-1">
        <span className="font-medium">Name or purpose</span>
        <input className={field} value={name} onChange={(e) => setName(e.target.value)} required minLength={3} />
        <span className="block text-sm text-slate-600">Every lookup of the batch states it in the audit trail.</span>
      </label>
      <label className="block space-y-1">
        <span className="font-medium">Registration numbers</span>
        <textarea
          className={`${field} h-48 font-mono`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setCsv(false);
            setUnderstood(null);
          }}
          placeholder="One or more per line, with or without LV; commas, semicolons and tabs separate them too"
        />
      </label>
      <div className="flex flex-wrap items-end gap-4">
        <label className="space-y-1">
          <span className="block font-medium">Or a CSV file</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file)
                void file.text().then((content) => {
                  setText(content);
                  setCsv(true);
                  setUnderstood(null);
                });
            }}
          />
        </label>
        <label className="space-y-1">
          <span className="block font-medium">Column (CSV, optional)</span>
          <input
            className="rounded border border-slate-300 px-2 py-1"
            value={column}
            onChange={(e) => {
              setColumn(e.target.value);
              setUnderstood(null);
            }}
            placeholder="Found by itself"
          />
        </label>
      </div>
      <p className="text-sm text-slate-600">At most {maxRows.toLocaleString("en")} entries a batch.</p>
      {understood && (
        <section aria-labelledby="understood" className="space-y-2 rounded border border-slate-300 bg-slate-50 p-3">
          <h2 id="understood" className="font-semibold">
            What will be looked up
          </h2>
          <ul className="list-inside list-disc text-sm">
            <li>
              {understood.numbers.length} numbers to look up
              {understood.column ? ` (from the column “${understood.column}”)` : ""}
            </li>
            <li>{understood.duplicates} duplicates, looked up once</li>
            <li>{understood.invalid.length} entries that are not 11 digits: reported, never sent</li>
            <li>{understood.checkDigitWarnings.length} failing the check digit: sent all the same</li>
          </ul>
          {understood.invalid.length > 0 && (
            <ul aria-label="Entries that will not be sent" className="text-sm">
              {understood.invalid.slice(0, 50).map((entry, i) => (
                <li key={i}>
                  Line {entry.line}: “{entry.value}”: {entry.problem}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || (understood !== null && understood.numbers.length === 0)}
        className="rounded border border-slate-400 bg-white px-3 py-1 font-medium hover:bg-slate-100"
      >
        {understood ? `Run the batch of ${understood.numbers.length}` : "Check the list"}
      </button>
    </form>
  );
}
