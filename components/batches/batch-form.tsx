"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import * as z from "zod/mini";
import { useOneAction } from "@/components/shared/use-one-action";
import { useApiMessage } from "@/components/shared/api-message";
import { TextInput, fieldClass } from "@/components/ui/text-input";
import { batchInputReportSchema } from "@/lib/features/batch/batch-input-report";
import { BatchInputSummary } from "./batch-input-summary";
import { pagePaths } from "@/lib/domain/routes/page-paths";

const preview = z.extend(batchInputReportSchema, { numbers: z.array(z.string()) });
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
  const { busy, run: once } = useOneAction();

  const send = (path: string) =>
    fetch(`${path}?${new URLSearchParams({ name, ...(column ? { column } : {}) })}`, {
      method: "POST",
      headers: { "content-type": csv ? "text/csv" : "text/plain" },
      body: text,
    });

  const act = (work: () => Promise<void>) =>
    once(async () => {
      setError("");
      try {
        await work();
      } catch {
        setError(t("unreachable"));
      }
    });

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
      router.push(pagePaths.batch(started.parse(await response.json()).id));
    });

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
        <TextInput className="w-full" value={name} onChange={(e) => setName(e.target.value)} required minLength={3} />
        <span className="block text-sm text-slate-600">{t("batch.form.nameHelp")}</span>
      </label>
      <label className="block space-y-1">
        <span className="font-medium">{t("batch.form.numbers")}</span>
        <textarea
          className={fieldClass("md", "w-full h-48 font-mono")}
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
          <TextInput
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
        <BatchInputSummary
          report={understood}
          numbers={understood.numbers.length}
          heading={t("batch.form.understood")}
          headingId={UNDERSTOOD}
        />
      )}
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        disabled={understood !== null && understood.numbers.length === 0}
        className="rounded border border-slate-400 bg-white px-3 py-1 font-medium hover:bg-slate-100"
      >
        {understood ? t("batch.form.run", { count: understood.numbers.length }) : t("batch.form.check")}
      </button>
    </form>
  );
}
