"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { ownershipQuery } from "@/components/query/ownership-query";
import { useHydrated } from "@/components/shared/use-hydrated";
import { useLoadFailureWords } from "@/components/shared/use-load-failure-words";
import { DeterminedOwnersSummary } from "./determined-owners-summary";

/**
 * The determination's beneficial owners on the profile's overview, from the ownership panel's query (one
 * determination per page): "being determined" until it is ready, so the page is never held for it.
 */
export function OverviewDeterminedOwners({ regcode }: { regcode: string }) {
  const t = useTranslations("ownership");
  const locale = useLocale();
  const query = useQuery(ownershipQuery(regcode, useLoadFailureWords()));
  // As the server rendered it (being determined) until hydrated, whatever the query already holds.
  const hydrated = useHydrated();
  const answer = hydrated ? query.data : undefined;
  return (
    <DeterminedOwnersSummary
      determination={answer?.status === "ready" ? answer.determination : undefined}
      state={hydrated && query.error ? "failed" : "loading"}
      words={{ t, locale }}
    />
  );
}
