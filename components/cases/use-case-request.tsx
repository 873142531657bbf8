"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApiMessage } from "@/components/shared/api-message";
import { useOneAction } from "@/components/shared/use-one-action";

/** What came of the last request: the server's refusal in its own words, or what was done. */
export type RequestOutcome = { kind: "none" } | { kind: "done"; text: string } | { kind: "refused"; text: string };

/**
 * Sends one change to the case API at a time and shows the page again as the server now has it. A refusal is
 * shown as the server words it: the case's rules are decided there, whatever this page offered.
 */
export function useCaseRequest() {
  const t = useTranslations("cases.decision");
  const router = useRouter();
  const apiMessage = useApiMessage();
  const { busy, run } = useOneAction();
  const [outcome, setOutcome] = useState<RequestOutcome>({ kind: "none" });

  /** Sends `body` (JSON) to `url`; on success `done` words the answer, and the page is read again. */
  const send = (
    url: string,
    body: unknown,
    done: (answer: unknown) => string,
    method: "POST" | "PATCH" = "POST",
  ): Promise<unknown> =>
    new Promise((resolve) => {
      void run(async () => {
        setOutcome({ kind: "none" });
        try {
          const response = await fetch(url, {
            method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          if (!response.ok) {
            setOutcome({ kind: "refused", text: await apiMessage(response) });
            return resolve(null);
          }
          const answer: unknown = await response.json().catch(() => null);
          setOutcome({ kind: "done", text: done(answer) });
          router.refresh();
          resolve(answer ?? {});
        } catch {
          setOutcome({ kind: "refused", text: t("unreachable") });
          resolve(null);
        }
      }).then(() => resolve(null));
    });

  return { busy, outcome, send };
}

/** The outcome of the last request, announced: a refusal as an alert, what was done as a status. */
export function RequestOutcomeText({ outcome }: { outcome: RequestOutcome }) {
  return (
    <>
      <p role="alert" className="text-red-800 empty:hidden">
        {outcome.kind === "refused" ? outcome.text : ""}
      </p>
      <p role="status" className="text-green-900 empty:hidden">
        {outcome.kind === "done" ? outcome.text : ""}
      </p>
    </>
  );
}
