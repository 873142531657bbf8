"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import * as z from "zod/mini";
import { useApiMessage } from "@/components/watchlists/api-message";

const preview = z.object({
  numbers: z.array(z.string()),
  duplicates: z.number(),
  invalid: z.array(z.object({ line: z.number(), value: z.string(), problem: z.string() })),
  checkDigitWarnings: z.array(z.string()),
  entries: z.number(),
  column: z.optional(z.string()),
  columnPosition: z.optional(z.number()),
});
const started = z.object({ id: z.number() });
/** The id of the heading that names the summary of what was understood. */
const UNDERSTOOD = "understood";

/** A list pasted or uploaded, checked first (what will be sent, what will not), then run as a batch. */
export function BatchForm({ maxRows }: { maxRows: number }) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
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
      setError(t("unreachable"));
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

  // The column a CSV's numbers were read from: its header, else its position.
  const position = understood?.columnPosition;
  const readFrom =
    understood?.column ?? (position === undefined ? undefined : t("batch.form.columnNumber", { position }));

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
        <span className="font-medium">{t("batch.form.name")}</span>
        <input className={field} value={name} onChange={(e) => setName(e.target.value)} required minLength={3} />
        <span className="block text-sm text-slate-600">{t("batch.form.nameHelp")}</span>
      </label>
      <label className="block space-y-1">
        <span className="font-medium">{t("batch.form.numbers")}</span>
        <textarea
          className={`${field} h-48 font-mono`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setCsv(false);
            setUnderstood(null);
          }}
          placeholder={t("batch.form.numbersHelp")}
        />
      </label>
      <div className="flex flex-wrap items-end gap-4">
        <label className="space-y-1">
          <span className="block font-medium">{t("batch.form.file")}</span>
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
          <span className="block font-medium">{t("batch.form.column")}</span>
          <input
            className="rounded border border-slate-300 px-2 py-1"
            value={column}
            onChange={(e) => {
              setColumn(e.target.value);
              setUnderstood(null);
            }}
            placeholder={t("batch.form.columnHelp")}
          />
        </label>
      </div>
      <p className="text-sm text-slate-600">{t("batch.form.maxRows", { max: maxRows })}</p>
      {understood && (
        <section aria-labelledby={UNDERSTOOD} className="space-y-2 rounded border border-slate-300 bg-slate-50 p-3">
          <h2 id={UNDERSTOOD} className="font-semibold">
            {t("batch.form.understood")}
          </h2>
          <ul className="list-inside list-disc text-sm">
            <li>
              {readFrom === undefined
                ? t("batch.form.numbersToLookUp", { count: understood.numbers.length })
                : t("batch.form.numbersFromColumn", { count: understood.numbers.length, column: readFrom })}
            </li>
            <li>{t("batch.form.duplicates", { count: understood.duplicates })}</li>
            <li>{t("batch.form.invalid", { count: understood.invalid.length })}</li>
            <li>{t("batch.form.checkDigit", { count: understood.checkDigitWarnings.length })}</li>
          </ul>
          {understood.invalid.length > 0 && (
            <ul aria-label={t("batch.form.notSent")} className="text-sm">
              {understood.invalid.slice(0, 50).map((entry, i) => (
                <li key={i}>
                  {t("batch.form.invalidEntry", {
                    line: String(entry.line),
                    value: entry.value,
                    problem: entry.problem,
                  })}
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
        {understood ? t("batch.form.run", { count: understood.numbers.length }) : t("batch.form.check")}
      </button>
    </form>
  );
}
