"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type OwnershipAnswer, ownershipQuery } from "@/components/query/ownership-query";
import { useHydrated } from "@/components/shared/use-hydrated";
import { useLoadFailureWords } from "@/components/shared/use-load-failure-words";
import { Button } from "@/components/ui/button";
import { OwnershipBody } from "./ownership-body";

/**
 * The profile's ownership determination, from the ownership API: while the server resolves the structure
 * (202) it says how far it has got and asks again when told to; then the determination in full.
 */
export function OwnershipPanel({ regcode }: { regcode: string }) {
  const query = useQuery(ownershipQuery(regcode, useLoadFailureWords()));
  // The key findings above may hold the answer before this section hydrates: until it has, it paints what the
  // server did (loading), or React finds the page's HTML and its data disagree.
  const hydrated = useHydrated();
  return (
    <OwnershipPanelView
      answer={hydrated ? query.data : undefined}
      error={hydrated ? query.error : null}
      retrying={query.isFetching}
      retry={() => void query.refetch()}
    />
  );
}

/** The panel for what the query holds: nothing yet, the server's progress, the determination, or a failure. */
export function OwnershipPanelView({
  answer,
  error,
  retrying,
  retry,
}: {
  answer: OwnershipAnswer | undefined;
  error: Error | null;
  retrying: boolean;
  retry: () => void;
}) {
  const t = useTranslations("ownership");
  const locale = useLocale();
  const state = answer?.status ?? (error ? "error" : "loading");
  return (
    <div className="space-y-3" data-ownership={state}>
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {state === "loading" && t("state.loading")}
        {answer?.status === "resolving" &&
          (answer.progress ? t("state.resolving", { ...answer.progress }) : t("state.resolvingStarted"))}
      </p>
      {error && (
        <div role="alert" className="space-y-2 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-950">
          <p>{error.message}</p>
          <Button type="button" size="sm" className="print:hidden" onClick={retry} disabled={retrying}>
            {t("state.retry")}
          </Button>
        </div>
      )}
      {answer?.status === "ready" && <OwnershipBody determination={answer.determination} words={{ t, locale }} />}
    </div>
  );
}
