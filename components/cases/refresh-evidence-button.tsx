"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { EvidenceDifference } from "@/lib/domain/cases/case-store";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { EvidenceDifferenceView } from "./evidence-difference-view";
import { RequestOutcomeText, useCaseRequest } from "./use-case-request";

type Refreshed = EvidenceDifference & { determinationPinned: boolean };

const isRefreshed = (answer: unknown): answer is Refreshed =>
  typeof answer === "object" &&
  answer !== null &&
  ["changed", "added", "removed"].every((key) => Array.isArray((answer as Record<string, unknown>)[key]));

/** Pins the case's evidence afresh (the preparer's choice, never by itself) and shows what changed. */
export function RefreshEvidenceButton({ caseId }: { caseId: number }) {
  const t = useTranslations("cases.evidence");
  const { busy, outcome, send } = useCaseRequest();
  const [refreshed, setRefreshed] = useState<Refreshed | null>(null);
  const warning = useId();
  const refresh = () =>
    send(apiPaths.caseAction(caseId, "refresh-evidence"), {}, () => "").then((answer) =>
      setRefreshed(isRefreshed(answer) ? answer : null),
    );
  return (
    <div className="space-y-2 print:hidden">
      <p id={warning} className="text-sm text-slate-700">
        {t("refreshWarning")}
      </p>
      <Button type="button" aria-disabled={busy || undefined} aria-describedby={warning} onClick={() => void refresh()}>
        {busy ? t("refreshing") : t("refresh")}
      </Button>
      {outcome.kind === "refused" && <RequestOutcomeText outcome={outcome} />}
      <div aria-live="polite">
        {refreshed && (
          <EvidenceDifferenceView difference={refreshed} determinationPinned={refreshed.determinationPinned} />
        )}
      </div>
    </div>
  );
}
