"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { KeyFindingItem } from "@/components/profile/key-finding-item";
import { ownershipQuery } from "@/components/query/ownership-query";
import { useHydrated } from "@/components/shared/use-hydrated";
import { useLoadFailureWords } from "@/components/shared/use-load-failure-words";
import { ownershipFindings } from "@/lib/domain/ownership/ownership-findings";
import { isOwnershipFinding, ownershipFindingLabel } from "@/components/profile/ownership-finding-label";

/**
 * The key findings the ownership determination adds, once the panel's query has it (the same query: one
 * determination per page). Nothing while it resolves: the panel below shows the progress.
 */
export function OwnershipKeyFindings({ regcode }: { regcode: string }) {
  const t = useTranslations("profile.keyFindings");
  const answer = useQuery(ownershipQuery(regcode, useLoadFailureWords())).data;
  // As the server rendered it (nothing) until hydrated, whatever the query already holds.
  const hydrated = useHydrated();
  if (!hydrated || answer?.status !== "ready") return null;
  return ownershipFindings(answer.determination).map((finding) =>
    isOwnershipFinding(finding.key) ? (
      <KeyFindingItem key={finding.key} finding={finding} label={ownershipFindingLabel(finding.key, t)} />
    ) : null,
  );
}
