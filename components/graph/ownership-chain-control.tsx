"use client";

import { useTranslations } from "next-intl";
import { MAX_STORED_EXPANSIONS } from "@/lib/domain/graph/layout-request-query";
import { Button } from "@/components/ui/button";
import type { ChainState } from "./use-ownership-chain";

/** What the chain's loading has come to, in words; null before it is asked for. */
function statusOf(state: ChainState, recordsRead: number | null, t: ReturnType<typeof useTranslations<"graph.chain">>) {
  switch (state.step) {
    case "resolving":
      return recordsRead === null ? t("resolving") : t("resolvingRead", { count: recordsRead });
    case "loading":
      return t("loading", { done: state.done, total: state.total });
    case "added":
      return [
        state.added === 0 ? t("allShown") : t("added", { count: state.added }),
        state.leftOut > 0 ? t("leftOut", { count: state.leftOut, max: MAX_STORED_EXPANSIONS }) : null,
      ]
        .filter(Boolean)
        .join(" ");
    default:
      return null;
  }
}

/**
 * The button that draws every record of the ownership determination in one step, with its progress and
 * outcome announced. While loading it is marked disabled but keeps the keyboard focus (aria-disabled).
 */
export function OwnershipChainControl({
  state,
  busy,
  recordsRead,
  onShow,
}: {
  state: ChainState;
  busy: boolean;
  recordsRead: number | null;
  onShow: () => void;
}) {
  const t = useTranslations("graph.chain");
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm print:hidden">
      <Button
        type="button"
        size="sm"
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : onShow}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {busy ? t("showing") : t("show")}
      </Button>
      <span role="status" className="text-slate-700">
        {statusOf(state, recordsRead, t)}
      </span>
      {state.step === "failed" && (
        <p role="alert" className="w-full text-red-800">
          {state.message}
        </p>
      )}
    </div>
  );
}
