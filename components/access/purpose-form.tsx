"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { apiPaths } from "@/lib/domain/routes/api-paths";

const HEADING_ID = "purpose-heading";
const PROBLEM_ID = "purpose-problem";

/** Asks a personal-data user why they look at this entity; its personal details show once they say. */
export function PurposeForm({ regcode }: { regcode: string }) {
  const t = useTranslations("account.purpose");
  const router = useRouter();
  /** What went wrong, and whether it is the field's to mend (the server refused the purpose itself). */
  const [problem, setProblem] = useState<{ message: string; field: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Back to the field once it carries the message, so a screen reader reads the two together.
  useEffect(() => {
    if (problem?.field) input.current?.focus();
  }, [problem]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const purpose = new FormData(event.currentTarget).get("purpose");
    const response = await fetch(apiPaths.purpose(regcode), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ purpose }),
    }).catch(() => null);
    setBusy(false);
    if (response?.ok) {
      setProblem(null);
      router.refresh();
      return;
    }
    const answer: unknown = await response?.json().catch(() => null);
    const error = answer && typeof answer === "object" && "error" in answer ? answer.error : null;
    const message = error && typeof error === "object" && "message" in error ? error.message : null;
    setProblem({ message: typeof message === "string" ? message : t("failed"), field: response?.status === 400 });
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={HEADING_ID}
      className="mb-6 space-y-2 rounded border border-amber-300 bg-amber-50 p-4 print:hidden"
    >
      <h2 id={HEADING_ID} className="font-semibold">
        {t("title")}
      </h2>
      <label htmlFor="purpose" className="block text-sm">
        {t("explain")}
      </label>
      <TextInput
        ref={input}
        id="purpose"
        name="purpose"
        aria-invalid={problem?.field ? true : undefined}
        aria-describedby={problem?.field ? PROBLEM_ID : undefined}
        required
        minLength={3}
        maxLength={500}
        size="lg"
        className="w-full"
      />
      {problem && (
        <p id={PROBLEM_ID} role="alert" className="text-red-800">
          {problem.message}
        </p>
      )}
      <Button type="submit" disabled={busy} variant="primary">
        {t("submit")}
      </Button>
    </form>
  );
}
