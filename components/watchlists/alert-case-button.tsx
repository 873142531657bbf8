"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import * as z from "zod/mini";
import { useApiMessage } from "@/components/shared/api-message";
import { useOneAction } from "@/components/shared/use-one-action";
import { Button } from "@/components/ui/button";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { pagePaths } from "@/lib/domain/routes/page-paths";

const joinedSchema = z.object({ id: z.number(), joined: z.boolean() });

/**
 * Opens a case for the alert, or adds the alert to the entity's case being worked on (`caseId`), in one action;
 * then says which case it went to, and the list shows the entity's case on every alert about it.
 */
export function AlertCaseButton({
  alertId,
  caseId,
  entity,
}: {
  alertId: number;
  caseId: number | null;
  entity: string;
}) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const router = useRouter();
  const [said, setSaid] = useState<{ text: string; id: number } | null>(null);
  const [error, setError] = useState("");
  const { busy, run } = useOneAction();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size="sm"
        aria-disabled={busy || undefined}
        onClick={() =>
          void run(async () => {
            setError("");
            const response = await fetch(apiPaths.alertCase(alertId), {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: "{}",
            }).catch(() => null);
            if (response?.ok) {
              const done = joinedSchema.parse(await response.json());
              setSaid({
                text: t(done.joined ? "alerts.case.joined" : "alerts.case.opened", { id: done.id, entity }),
                id: done.id,
              });
              router.refresh();
            } else setError(response ? await apiMessage(response) : t("unreachable"));
          })
        }
      >
        {caseId === null ? t("alerts.case.open") : t("alerts.case.join", { id: caseId })}
      </Button>
      <span role="status">
        {said ? (
          <a className="underline" href={pagePaths.case(said.id)}>
            {said.text}
          </a>
        ) : caseId !== null ? (
          <a className="underline" href={pagePaths.case(caseId)}>
            {t("alerts.case.see", { id: caseId })}
          </a>
        ) : null}
      </span>
      {error && (
        <span role="alert" className="text-red-800">
          {error}
        </span>
      )}
    </div>
  );
}
