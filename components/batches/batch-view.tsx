"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "@/lib/browser-zod";
import { BATCH_FLAG_KEYS } from "@/lib/batch/batch-flags";
import { apiMessage } from "@/components/watchlists/api-message";
import { BatchResultsTable } from "./batch-results-table";

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
  secondsLeft: z.number().nullable(),
});
const flagsSchema = z
  .object(Object.fromEntries(BATCH_FLAG_KEYS.map((key) => [key, z.boolean()])))
  .partial()
  .nullable();
const rowsSchema = z.object({
  rows: z.array(
    z.object({
      position: z.number(),
      regcode: z.string(),
      state: z.string(),
      outcome: z.string().nullable(),
      error: z.string().nullable(),
      name: z.string().nullable(),
      legalForm: z.string().nullable(),
      status: z.string().nullable(),
      flags: flagsSchema,
      sha256: z.string().nullable(),
    }),
  ),
});

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(await apiMessage(response));
  return schema.parse(await response.json());
}

const STATUS_WORDS = { queued: "Queued", running: "Running", done: "Done", cancelled: "Cancelled" } as const;

/** A batch's live progress (polled while it runs, right after leaving and coming back), actions and results. */
export function BatchView({ id, owned }: { id: number; owned: boolean }) {
  const client = useQueryClient();
  const [message, setMessage] = useState("");
  const batch = useQuery({
    queryKey: ["batch", id],
    queryFn: () => getJson(`/api/batches/${id}`, batchSchema),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && ["done", "cancelled"].includes(query.state.data.status) ? false : 1000,
  });
  const finished = batch.data ? batch.data.counts.done + batch.data.counts.failed : 0;
  const results = useQuery({
    queryKey: ["batch-results", id, finished, batch.data?.status],
    queryFn: () => getJson(`/api/batches/${id}/results`, rowsSchema),
    staleTime: 0,
    placeholderData: (previous) => previous,
    enabled: batch.data !== undefined,
  });

  if (batch.error) return <p role="alert">{batch.error.message}</p>;
  if (!batch.data) return <p>Loading the batch…</p>;
  const { status } = batch.data;
  const c = batch.data.counts;
  const { rate, secondsLeft } = batch.data;

  async function act(path: string, done: string) {
    setMessage("");
    const response = await fetch(`/api/batches/${id}/${path}`, { method: "POST" }).catch(() => null);
    setMessage(response?.ok ? done : response ? await apiMessage(response) : "The app could not be reached.");
    await client.invalidateQueries({ queryKey: ["batch", id] });
  }

  return (
    <div className="space-y-4">
      <section aria-label="Progress" className="space-y-1">
        <p className="text-lg">
          <strong>{STATUS_WORDS[status]}</strong>: {c.done} done, {c.failed} failed, {c.pending} remaining
          {c.cancelled > 0 ? `, ${c.cancelled} cancelled` : ""} of {c.total}
        </p>
        <progress className="w-full" max={c.total} value={c.total - c.pending} aria-label="Rows looked up" />
        {(status === "running" || status === "queued") && (
          <p className="text-sm text-slate-600">
            {rate > 0 ? `${rate.toFixed(1)} a second` : "Waiting for its turn…"}
            {secondsLeft !== null ? `, about ${secondsLeft} s left` : ""}. You can leave this page: the batch runs on.
          </p>
        )}
        <p className="text-sm">
          {c.found} found, {c.notFound} not found, {c.flagged} flagged.
        </p>
      </section>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <a href={`/api/batches/${id}/results.csv`} download>
          Results (CSV)
        </a>
        <a href={`/batches/${id}/report`}>Summary report</a>
        {owned && (status === "running" || status === "queued") && (
          <button type="button" className="rounded border px-2" onClick={() => void act("cancel", "Cancelled.")}>
            Cancel the batch
          </button>
        )}
        {owned && c.failed > 0 && status !== "cancelled" && (
          <button
            type="button"
            className="rounded border px-2"
            onClick={() => void act("retry", "Retrying the failed rows.")}
          >
            Retry the failed rows
          </button>
        )}
        <span role="status">{message}</span>
      </div>
      {results.data && <BatchResultsTable rows={results.data.rows} />}
    </div>
  );
}
