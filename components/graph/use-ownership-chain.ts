"use client";

import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Graph } from "@/lib/domain/graph/graph-types";
import { ownershipChainPlan } from "@/lib/domain/graph/ownership-chain-plan";
import { concurrencyLimit } from "@/lib/platform/concurrency/concurrency-limit";
import { graphQuery } from "@/components/query/graph-query";
import { ownershipDeterminationQuery, ownershipProgressKey } from "@/components/query/ownership-determination-query";
import { useLoadFailureWords } from "@/components/shared/use-load-failure-words";

/** Graphs fetched at once: enough to load a chain quickly, few enough to leave the server to others. */
const CONCURRENCY = 3;

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
  const query = ownershipDeterminationQuery(regcode, { ...loadFailure, stillResolving: t("stillResolving") });
  const determination = useQuery({ ...query, enabled: false }).data ?? null;
  const recordsRead = useQuery<number | null>({ queryKey: ownershipProgressKey(regcode), queryFn: skipToken }).data;
  const [state, setState] = useState<ChainState>({ step: "idle" });
  const busy = state.step === "resolving" || state.step === "loading";

  /** `graph` is the graph shown now; `room`, how many more stored records the drawing takes. */
  const show = async (graph: Graph, room: number, add: (expansions: Expansion[]) => void) => {
    if (busy) return;
    setState({ step: "resolving" });
    const fail = (message: string) => setState({ step: "failed", message: t("failed", { message }) });
    const messageOf = (e: unknown) => (e instanceof Error ? e.message : t("unknownError"));
    const plan = await queryClient.fetchQuery(query).then(
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
