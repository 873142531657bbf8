"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import * as z from "zod/mini";
import { useApiMessage } from "@/components/shared/api-message";
import { useOneAction } from "@/components/shared/use-one-action";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { apiPaths } from "@/lib/domain/routes/api-paths";

const answerSchema = z.object({
  rows: z.array(
    z.object({
      position: z.number(),
      regcode: z.string(),
      caseId: z.nullable(z.number()),
      joined: z.boolean(),
      error: z.nullable(z.string()),
    }),
  ),
});

/**
 * Opens a case for each flagged row (medium or high risk), with the purpose the analyst states once for all of
 * them; an entity with a case being worked on has the row added to it instead. Says how many of each, and which
 * rows the registry failed for.
 */
export function BatchCasesForm({ batchId, flagged }: { batchId: number; flagged: number }) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const [purpose, setPurpose] = useState("");
  const [said, setSaid] = useState("");
  const [error, setError] = useState("");
  const { busy, run } = useOneAction();
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          setError("");
          setSaid(t("batch.cases.working", { count: flagged }));
          const response = await fetch(apiPaths.batchCases(batchId), {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ purpose }),
          }).catch(() => null);
          if (!response?.ok) {
            setSaid("");
            setError(response ? await apiMessage(response) : t("unreachableShort"));
            return;
          }
          const { rows } = answerSchema.parse(await response.json());
          const failed = rows.filter((row) => row.caseId === null);
          setSaid(
            t("batch.cases.done", {
              opened: rows.filter((row) => row.caseId !== null && !row.joined).length,
              joined: rows.filter((row) => row.joined).length,
              failed: failed.length,
              rows: failed.map((row) => `${row.position} (${row.regcode}): ${row.error ?? ""}`).join("; "),
            }),
          );
        });
      }}
    >
      <label htmlFor={`batch-cases-purpose-${batchId}`}>{t("batch.cases.purposeLabel")}</label>
      <TextInput
        id={`batch-cases-purpose-${batchId}`}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value)}
        placeholder={t("batch.cases.purposePlaceholder")}
        size="sm"
        className="min-w-64"
        minLength={3}
        maxLength={500}
        required
      />
      <Button type="submit" size="sm" aria-disabled={busy || undefined}>
        {t("batch.cases.open", { count: flagged })}
      </Button>
      <span role="status">{said}</span>
      {error && (
        <span role="alert" className="text-red-800">
          {error}
        </span>
      )}
    </form>
  );
}
