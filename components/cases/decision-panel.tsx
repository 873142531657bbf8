"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { UtcTime } from "@/components/shared/utc-time";
import { Button } from "@/components/ui/button";
import { SectionTitle } from "@/components/ui/section-title";
import { fieldClass } from "@/components/ui/text-input";
import { CASE_DECISIONS, type CaseView } from "@/lib/domain/cases/case-types";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import type { CaseActions } from "./case-actions";
import { RequestOutcomeText, useCaseRequest } from "./use-case-request";

const HEADING = "case-decision";

/**
 * The case's decision: the preparer's form while the case is with them, what was submitted, the approvals so far
 * ("N of M"), and the sign-off for an approver. A sign-off the rules would refuse this viewer is shown disabled
 * with the reason; whatever is offered, the server decides, and its refusal is shown in its words.
 */
export function DecisionPanel({
  view,
  actions,
}: {
  view: Pick<CaseView, "id" | "state" | "decision" | "conclusion" | "approvers" | "approvalsNeeded" | "returnReason">;
  actions: CaseActions;
}) {
  const t = useTranslations("cases");
  const { busy, outcome, send } = useCaseRequest();
  const [reason, setReason] = useState("");
  const ids = { conclusion: useId(), reason: useId(), refusal: useId() };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void send(
      apiPaths.caseAction(view.id, "submit"),
      { decision: form.get("decision"), conclusion: form.get("conclusion") },
      () => t("decision.submitted"),
    );
  }

  const signOff = (action: "approve" | "reject" | "return") =>
    send(apiPaths.caseAction(view.id, action), action === "approve" ? {} : { reason }, (answer) => {
      if (action === "reject") return t("decision.rejectedDone");
      if (action === "return") return t("decision.returnedDone");
      const state = (answer as { state?: string } | null)?.state;
      return state === "approved" ? t("decision.approved") : t("decision.approvalRecorded");
    }).then((answer) => {
      if (answer && action !== "approve") setReason("");
    });

  const refused = actions.signOff.kind === "refused";
  const given = view.approvers.length;
  return (
    <section aria-labelledby={HEADING} className="space-y-3 rounded border border-slate-200 p-3">
      <SectionTitle id={HEADING}>{t("decision.title")}</SectionTitle>
      {view.returnReason && (view.state === "returned" || view.state === "rejected") && (
        <p className="rounded border border-amber-400 bg-amber-50 p-2">
          {t(view.state === "returned" ? "decision.returnedWith" : "decision.rejectedWith", {
            reason: view.returnReason,
          })}
        </p>
      )}
      {actions.prepare ? (
        <form onSubmit={onSubmit} className="max-w-2xl space-y-2" aria-label={t("decision.submit")}>
          <fieldset>
            <legend className="font-medium">{t("decision.decision")}</legend>
            {CASE_DECISIONS.map((decision) => (
              <label key={decision} className="mr-4 inline-flex items-center gap-1">
                <input
                  type="radio"
                  name="decision"
                  value={decision}
                  required
                  defaultChecked={view.decision === decision}
                />{" "}
                {t(`decisions.${decision}`)}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={ids.conclusion} className="block font-medium">
              {t("decision.conclusion")}
            </label>
            <textarea
              id={ids.conclusion}
              name="conclusion"
              required
              maxLength={20_000}
              rows={4}
              defaultValue={view.conclusion ?? ""}
              className={fieldClass("lg", "w-full")}
            />
          </div>
          <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
            {t("decision.submit")}
          </Button>
        </form>
      ) : view.decision ? (
        <dl className="space-y-1">
          <dt className="font-medium">{t("decision.decision")}</dt>
          <dd>{t(`decisions.${view.decision}`)}</dd>
          <dt className="font-medium">{t("decision.conclusion")}</dt>
          <dd className="whitespace-pre-wrap wrap-anywhere">{view.conclusion}</dd>
        </dl>
      ) : (
        <p className="text-slate-700">
          {view.state === "open" || view.state === "in-review" || view.state === "returned"
            ? t("decision.withPreparer")
            : t("decision.notSubmitted")}
        </p>
      )}
      <div>
        <h3 className="font-medium">
          {t("decision.approvals")} ·{" "}
          <span data-approval-count>{t("decision.approvalCount", { given, needed: view.approvalsNeeded })}</span>
        </h3>
        {given === 0 ? (
          <p className="text-sm text-slate-700">{t("decision.noApprovals")}</p>
        ) : (
          <ul className="text-sm">
            {view.approvers.map((approver) => (
              <li key={approver.userId}>
                {t.rich("decision.approvedBy", {
                  name: approver.name,
                  time: () => <UtcTime value={approver.at} />,
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {actions.signOff.kind !== "none" && (
        <div className="max-w-2xl space-y-2">
          {refused && actions.signOff.kind === "refused" && (
            <p id={ids.refusal} className="rounded border border-slate-300 bg-slate-50 p-2 text-sm">
              {t(`decision.refused.${actions.signOff.why}`)}
            </p>
          )}
          {!refused && (
            <div>
              <label htmlFor={ids.reason} className="block font-medium">
                {t("decision.reason")}
              </label>
              <textarea
                id={ids.reason}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={2_000}
                rows={2}
                className={fieldClass("lg", "w-full")}
              />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {(["approve", "return", "reject"] as const).map((action) => (
              <Button
                key={action}
                type="button"
                variant={action === "approve" ? "primary" : action === "reject" ? "danger" : "secondary"}
                aria-disabled={busy || refused || undefined}
                aria-describedby={refused ? ids.refusal : undefined}
                onClick={() => !refused && void signOff(action)}
              >
                {t(`decision.${action}`)}
              </Button>
            ))}
          </div>
        </div>
      )}
      <RequestOutcomeText outcome={outcome} />
    </section>
  );
}
