"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { fieldClass, TextInput } from "@/components/ui/text-input";
import { CASE_KINDS } from "@/lib/domain/cases/case-types";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { RequestOutcomeText, useCaseRequest } from "./use-case-request";

/**
 * "Open a case" on a profile: a small form (kind, purpose of access, optional due date) that opens the case
 * (POST /api/cases: the structure is looked up and pinned, which can take a while) and goes to it.
 */
export function OpenCaseForm({ regcode, name }: { regcode: string; name: string }) {
  const t = useTranslations("cases.profile");
  const kinds = useTranslations("cases.kinds");
  const router = useRouter();
  const { busy, outcome, send } = useCaseRequest();
  const [open, setOpen] = useState(false);
  const ids = { title: useId(), kind: useId(), purpose: useId(), hint: useId(), due: useId() };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const dueOn = String(form.get("dueOn") ?? "");
    void send(
      apiPaths.cases(),
      { regcode, kind: form.get("kind"), purpose: form.get("purpose"), ...(dueOn ? { dueOn } : {}) },
      () => "",
    ).then((answer) => {
      const id = (answer as { id?: unknown } | null)?.id;
      if (typeof id === "number") router.push(pagePaths.case(id));
    });
  }

  if (!open)
    return (
      <Button type="button" size="sm" onClick={() => setOpen(true)} className="print:hidden">
        {t("open")}
      </Button>
    );
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={ids.title}
      className="max-w-xl space-y-2 rounded border border-slate-300 p-3 print:hidden"
    >
      <h3 id={ids.title} className="font-semibold">
        {t("formTitle", { name })}
      </h3>
      <div>
        <label htmlFor={ids.kind} className="block font-medium">
          {t("kind")}
        </label>
        <select id={ids.kind} name="kind" defaultValue="onboarding" className={fieldClass("md")}>
          {CASE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kinds(kind)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.purpose} className="block font-medium">
          {t("purpose")}
        </label>
        <TextInput
          id={ids.purpose}
          name="purpose"
          required
          minLength={3}
          maxLength={500}
          aria-describedby={ids.hint}
          className="w-full"
        />
        <p id={ids.hint} className="text-sm text-slate-600">
          {t("purposeHint")}
        </p>
      </div>
      <div>
        <label htmlFor={ids.due} className="block font-medium">
          {t("dueOn")}
        </label>
        <DateInput id={ids.due} name="dueOn" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" aria-disabled={busy || undefined}>
          {busy ? t("creating") : t("create")}
        </Button>
        <Button type="button" size="sm" onClick={() => setOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
      <RequestOutcomeText outcome={outcome} />
    </form>
  );
}
