"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Graph } from "@/lib/domain/graph/graph-types";
import { ownershipChainPlan } from "@/lib/domain/graph/ownership-chain-plan";
import { concurrencyLimit } from "@/lib/platform/concurrency/concurrency-limit";
import { graphQuery } from "@/components/query/graph-query";
import { ownershipQuery } from "@/components/query/ownership-query";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { useLoadFailureWords } from "@/components/shared/use-load-failure-words";

/** Graphs fetched at once: enough to load a chain quickly, few enough to leave the server to others. */
const CONCURRENCY = 3;
/** Past this the analyst is told the structure is still being resolved, instead of a wait without end. */
const GIVE_UP_MS = 10 * 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An expanded entity's graph, and the stored copy it was read from when not the live record. */
export interface Expansion {
  graph: Graph;
  stored?: string;
}

export type ChainState =
  | { step: "idle" }
  | { step: "resolving" }
  | { step: "loading"; done: number; total: number }
  | { step: "added"; added: number; leftOut: number }
  | { step: "failed"; message: string };

/**
 * The "Show the ownership chain" action: the entity's ownership determination (polled while it resolves),
 * then the graph of every record it read, from the stored copy it read, a few at a time, handed to `add`
 * in one batch so the graph is merged and laid out once. Nothing is added when any record fails.
 */
export function useOwnershipChain(regcode: string) {
  const t = useTranslations("graph.chain");
  const loadFailure = useLoadFailureWords();
  const queryClient = useQueryClient();
  // The ownership panel's own query: one determination per page, polled by the panel, read here.
  const query = ownershipQuery(regcode, loadFailure);
  const answer = useQuery({ ...query, enabled: false }).data;
  const determination = answer?.status === "ready" ? answer.determination : null;
  const recordsRead = answer?.status === "resolving" ? (answer.progress?.recordsRead ?? null) : null;
  const [state, setState] = useState<ChainState>({ step: "idle" });
  const busy = state.step === "resolving" || state.step === "loading";

  /** The determination, asking again as each 202 says until it is ready. */
  const resolved = async (): Promise<OwnershipDetermination> => {
    const started = Date.now();
    let known = queryClient.getQueryData(query.queryKey);
    for (;;) {
      const latest = known ?? (await queryClient.fetchQuery({ ...query, staleTime: 0 }));
      if (latest.status === "ready") return latest.determination;
      if (Date.now() - started > GIVE_UP_MS) throw new Error(t("stillResolving"));
      await pause(latest.retryAfterMs);
      known = undefined;
    }
  };

  /** `graph` is the graph shown now; `room`, how many more stored records the drawing takes. */
  const show = async (graph: Graph, room: number, add: (expansions: Expansion[]) => void) => {
    if (busy) return;
    setState({ step: "resolving" });
    const fail = (message: string) => setState({ step: "failed", message: t("failed", { message }) });
    const messageOf = (e: unknown) => (e instanceof Error ? e.message : t("unknownError"));
    const plan = await resolved().then(
      (found) => ownershipChainPlan(found.records, graph, room),
      (e: unknown) => void fail(messageOf(e)),
    );
    if (!plan) return;
    const total = plan.load.length;
    setState({ step: "loading", done: 0, total });
    const limit = concurrencyLimit(CONCURRENCY);
    let done = 0;
    let failed = false;
    try {
      const loaded = await Promise.all(
        plan.load.map(({ regcode: code, sha256 }) =>
          limit(async (): Promise<Expansion> => {
            // After one failure nothing is added: the records still queued are not fetched.
            if (failed) throw new Error(t("unknownError"));
            try {
              const expansion = await queryClient.fetchQuery(graphQuery(code, loadFailure, sha256));
              setState({ step: "loading", done: ++done, total });
              return { graph: expansion, stored: sha256 };
            } catch (e) {
              failed = true;
              throw new Error(t("recordFailed", { regcode: code, message: messageOf(e) }));
            }
          }),
        ),
      );
      add(loaded);
      setState({ step: "added", added: loaded.length, leftOut: plan.leftOut });
    } catch (e) {
      fail(messageOf(e));
    }
  };

  return { state, busy, recordsRead: recordsRead ?? null, determination, show };
}
