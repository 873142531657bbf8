"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import * as z from "zod/mini";
import { BATCH_FLAG_KEYS } from "@/lib/features/batch/batch-flag-keys";
import { useApiMessage } from "@/components/shared/api-message";
import { CancelBatch } from "./cancel-batch";
import { BatchResultsTable } from "./batch-results-table";
import { BatchCasesForm } from "./batch-cases-form";
import { BatchWatchForm } from "./batch-watch-form";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { apiPaths } from "@/lib/domain/routes/api-paths";

const counts = z.object({
  total: z.number(),
  pending: z.number(),
  done: z.number(),
  failed: z.number(),
  cancelled: z.number(),
  found: z.number(),
  notFound: z.number(),
  flagged: z.number(),
});
const batchSchema = z.object({
  status: z.enum(["queued", "running", "done", "cancelled"]),
  counts,
  rate: z.number(),
  secondsLeft: z.nullable(z.number()),
});
const flagsSchema = z.nullable(
  z.partial(z.object(Object.fromEntries(BATCH_FLAG_KEYS.map((key) => [key, z.boolean()])))),
);
const rowsSchema = z.object({
  rows: z.array(
    z.object({
      position: z.number(),
      regcode: z.string(),
      customerId: z.nullable(z.string()),
      state: z.string(),
      outcome: z.nullable(z.string()),
      error: z.nullable(z.string()),
      name: z.nullable(z.string()),
      legalForm: z.nullable(z.string()),
      legalFormWords: z.nullable(z.string()),
      status: z.nullable(z.string()),
      statusWords: z.nullable(z.string()),
      flags: flagsSchema,
      risk: z.nullable(
        z.object({ level: z.enum(["low", "medium", "high"]), points: z.number(), factors: z.array(z.string()) }),
      ),
      sha256: z.nullable(z.string()),
    }),
  ),
});

async function getJson<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  apiMessage: (response: Response) => Promise<string>,
): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(await apiMessage(response));
  return schema.parse(await response.json());
}

/**
 * A batch's live progress (polled while it runs, right after leaving and coming back), actions and results.
 * `lists`: those the viewer may add to, for putting the entities found on one.
 */
export function BatchView({
  id,
  owned,
  lists,
}: {
  id: number;
  owned: boolean;
  lists: ReadonlyArray<{ id: number; name: string }>;
}) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const format = useFormatter();
  const client = useQueryClient();
  const [message, setMessage] = useState("");
  // The batch ended while the analyst was at its cancel control: the status line says so, with its end.
  const [endedFirst, setEndedFirst] = useState(false);
  const statusLine = useRef<HTMLSpanElement>(null);
  const batch = useQuery({
    queryKey: ["batch", id],
    queryFn: () => getJson(apiPaths.batch(id), batchSchema, apiMessage),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && ["done", "cancelled"].includes(query.state.data.status) ? false : 1000,
  });
  const finished = batch.data ? batch.data.counts.done + batch.data.counts.failed : 0;
  const results = useQuery({
    queryKey: ["batch-results", id, finished, batch.data?.status],
    queryFn: () => getJson(apiPaths.batchResults(id), rowsSchema, apiMessage),
    staleTime: 0,
    placeholderData: (previous) => previous,
    enabled: batch.data !== undefined,
  });

  if (batch.error) return <p role="alert">{batch.error.message}</p>;
  if (!batch.data) return <p>{t("batch.view.loading")}</p>;
  const { status } = batch.data;
  const c = batch.data.counts;
  const { rate, secondsLeft } = batch.data;
  const active = status === "running" || status === "queued";
  const retryable = owned && c.failed > 0 && status !== "cancelled";
  const pace =
    rate > 0
      ? t("batch.view.perSecond", {
          rate: format.number(rate, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        })
      : t("batch.view.waitingTurn");

  async function act(action: "cancel" | "retry", done: string) {
    setMessage("");
    setEndedFirst(false);
    const response = await fetch(apiPaths.batchAction(id, action), { method: "POST" }).catch(() => null);
    setMessage(response?.ok ? done : response ? await apiMessage(response) : t("unreachableShort"));
    await client.invalidateQueries({ queryKey: ["batch", id] });
  }

  return (
    <div className="space-y-4">
      <section aria-label={t("batch.view.progress")} className="space-y-1">
        <p className="text-lg">
          {t.rich("batch.view.counts", {
            status: () => <strong>{t(`batch.statusTitle.${status}`)}</strong>,
            done: c.done,
            failed: c.failed,
            pending: c.pending,
            cancelled: c.cancelled,
            total: c.total,
          })}
        </p>
        <progress
          className="w-full"
          max={c.total}
          value={c.done + c.failed}
          aria-label={t("batch.view.rowsLookedUp")}
        />
        {active && (
          <p className="text-sm text-slate-600">
            {secondsLeft === null
              ? t("batch.view.running", { pace })
              : t("batch.view.runningWithEta", { pace, seconds: secondsLeft })}
          </p>
        )}
        <p className="text-sm">
          {t("batch.view.outcomes", { found: c.found, notFound: c.notFound, flagged: c.flagged })}
        </p>
      </section>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <a href={apiPaths.batchResultsCsv(id)} download>
          {t("batch.view.csv")}
        </a>
        <a href={pagePaths.batchReport(id)}>{t("batch.view.report")}</a>
        {owned && active && (
          <CancelBatch
            pending={c.pending}
            onCancel={() => {
              // The status says how it went, and is where the keyboard's focus is left.
              statusLine.current?.focus();
              void act("cancel", t("batch.view.cancelled"));
            }}
            onGone={() => {
              setEndedFirst(true);
              statusLine.current?.focus();
            }}
          />
        )}
        {retryable && (
          <button
            type="button"
            className="rounded border px-2"
            onClick={() => void act("retry", t("batch.view.retrying"))}
          >
            {t("batch.view.retry")}
          </button>
        )}
        <span role="status" ref={statusLine} tabIndex={-1} className="outline-none">
          {endedFirst && !active ? t("batch.view.endedFirst", { status: t(`batch.status.${status}`) }) : message}
        </span>
      </div>
      {!active && c.flagged > 0 && <BatchCasesForm batchId={id} flagged={c.flagged} />}
      {!active && c.found > 0 && <BatchWatchForm batchId={id} lists={lists} />}
      {results.data && <BatchResultsTable rows={results.data.rows} />}
    </div>
  );
}
