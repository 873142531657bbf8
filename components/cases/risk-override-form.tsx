"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/text-input";
import { RISK_LEVELS, type RiskLevel } from "@/lib/domain/cases/case-types";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { RequestOutcomeText, useCaseRequest } from "./use-case-request";

/** The preparer's override of the model's level, with the reason; or its removal. */
export function RiskOverrideForm({ caseId, overridden }: { caseId: number; overridden: RiskLevel | null }) {
  const t = useTranslations("cases");
  const { busy, outcome, send } = useCaseRequest();
  const ids = { level: useId(), reason: useId() };
  const url = apiPaths.caseAction(caseId, "risk-override");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void send(url, { level: form.get("level"), reason: form.get("reason") }, () => t("assessment.overridden"));
  }

  return (
    <details className="print:hidden">
      <summary className="cursor-pointer">{t("assessment.override")}</summary>
      <form onSubmit={onSubmit} className="mt-2 max-w-xl space-y-2" aria-label={t("assessment.override")}>
        <div>
          <label htmlFor={ids.level} className="block font-medium">
            {t("assessment.overrideLevel")}
          </label>
          <select id={ids.level} name="level" defaultValue={overridden ?? "high"} className={fieldClass("md")}>
            {RISK_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`risk.levels.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.reason} className="block font-medium">
            {t("assessment.overrideReason")}
          </label>
          <textarea
            id={ids.reason}
            name="reason"
            required
            maxLength={2_000}
            rows={2}
            className={fieldClass("lg", "w-full")}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" size="sm" aria-disabled={busy || undefined}>
            {t("assessment.overrideSave")}
          </Button>
          {overridden && (
            <Button
              type="button"
              size="sm"
              aria-disabled={busy || undefined}
              onClick={() => void send(url, { level: null }, () => t("assessment.overrideRemoved"))}
            >
              {t("assessment.overrideRemove")}
            </Button>
          )}
        </div>
        <RequestOutcomeText outcome={outcome} />
      </form>
    </details>
  );
}
