"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useApiMessage } from "@/components/shared/api-message";
import { TableHead } from "@/components/shared/table-head";
import { useOneAction } from "@/components/shared/use-one-action";
import { Button } from "@/components/ui/button";
import { apiPaths } from "@/lib/domain/routes/api-paths";

interface Imported {
  added: number;
  updated: number;
  unchanged: number;
  refused: Array<{ line: number; value: string; reason: string; message: string }>;
}

/**
 * Imports a client book into one list: choose the CSV, import it, and see what it did, with each refused row's
 * line and reason. The list's table shows the new entries and customer ids once it is done.
 */
export function ListImport({ id, name }: { id: number; name: string }) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const router = useRouter();
  const { busy, run } = useOneAction();
  const file = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState("");
  const [refused, setRefused] = useState<Imported["refused"]>([]);
  const help = useId();

  const send = () =>
    run(async () => {
      setMessage("");
      setRefused([]);
      const chosen = file.current?.files?.[0];
      if (!chosen) return setMessage(t("watchlists.import.chooseFile"));
      setMessage(t("watchlists.import.importing"));
      try {
        const form = new FormData();
        form.set("file", chosen);
        const response = await fetch(apiPaths.watchlistImport(id), { method: "POST", body: form });
        if (!response.ok) return setMessage(await apiMessage(response));
        const done = (await response.json()) as Imported;
        setMessage(t("watchlists.import.result", { ...done, refused: done.refused.length }));
        setRefused(done.refused);
        router.refresh();
      } catch {
        setMessage(t("unreachable"));
      }
    });

  return (
    <details className="text-sm print:hidden">
      <summary className="cursor-pointer">{t("watchlists.import.summary", { list: name })}</summary>
      <form
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label className="block space-y-1">
          <span className="block font-medium">{t("watchlists.import.file")}</span>
          <input ref={file} type="file" accept=".csv,text/csv" aria-describedby={help} />
        </label>
        <p id={help} className="text-slate-600">
          {t("watchlists.import.help")}
        </p>
        <Button type="submit" size="sm" aria-disabled={busy || undefined}>
          {t("watchlists.import.submit")}
        </Button>
        <p role="status" aria-live="polite" className="empty:hidden">
          {message}
        </p>
      </form>
      {refused.length > 0 && (
        <table className="mt-2 w-full text-left text-sm">
          <TableHead
            caption={t("watchlists.import.refusedCaption")}
            columns={[
              { label: t("watchlists.import.refusedColumns.line") },
              { label: t("watchlists.import.refusedColumns.value") },
              { label: t("watchlists.import.refusedColumns.reason") },
            ]}
            cellClassName="border-b px-2 py-1"
          />
          <tbody>
            {refused.map((row) => (
              <tr key={row.line} className="border-b border-slate-100">
                <td className="px-2 py-1">{row.line}</td>
                <td className="px-2 py-1">
                  <code>{row.value}</code>
                </td>
                <td className="px-2 py-1">{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
