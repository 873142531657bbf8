"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { ownershipQuery } from "@/components/query/ownership-query";
import { useLoadFailureWords } from "@/components/shared/use-load-failure-words";
import { Button } from "@/components/ui/button";
import { OwnershipBody } from "./ownership-body";

/**
 * The profile's ownership determination, from the ownership API: while the server resolves the structure
 * (202) it says how far it has got and asks again when told to; then the determination in full.
 */
export function OwnershipPanel({ regcode }: { regcode: string }) {
  const t = useTranslations("ownership");
  const locale = useLocale();
  const query = useQuery(ownershipQuery(regcode, useLoadFailureWords()));
  const answer = query.data;
  const state = answer?.status ?? (query.error ? "error" : "loading");
  return (
    <div className="space-y-3" data-ownership={state}>
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {state === "loading" && t("state.loading")}
        {answer?.status === "resolving" &&
          (answer.progress ? t("state.resolving", { ...answer.progress }) : t("state.resolvingStarted"))}
      </p>
      {query.error && (
        <div role="alert" className="space-y-2 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-950">
          <p>{query.error.message}</p>
          <Button
            type="button"
            size="sm"
            className="print:hidden"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t("state.retry")}
          </Button>
        </div>
      )}
      {answer?.status === "ready" && <OwnershipBody determination={answer.determination} words={{ t, locale }} />}
    </div>
  );
}
