"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApiMessage } from "@/components/shared/api-message";
import { useOneAction } from "@/components/shared/use-one-action";
import { Button } from "@/components/ui/button";
import { ListPicker } from "@/components/watchlists/list-picker";
import { apiPaths } from "@/lib/domain/routes/api-paths";

/**
 * Puts every entity the batch found on a list the analyst chooses, each with the customer id its row carried:
 * says how many were added, had their customer id updated, or were there already.
 */
export function BatchWatchForm({
  batchId,
  lists,
}: {
  batchId: number;
  lists: ReadonlyArray<{ id: number; name: string }>;
}) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const router = useRouter();
  const { busy, run } = useOneAction();
  const [picked, setPicked] = useState<number>();
  const [said, setSaid] = useState("");
  const list = lists.find((l) => l.id === picked) ?? lists[0];
  if (!list) return null;
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          setSaid("");
          try {
            const response = await fetch(apiPaths.batchWatch(batchId), {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ list: list.id }),
            });
            if (!response.ok) return setSaid(await apiMessage(response));
            const done = (await response.json()) as { added: number; updated: number; unchanged: number };
            setSaid(t("batch.watched", { ...done, list: list.name }));
            router.refresh();
          } catch {
            setSaid(t("unreachableShort"));
          }
        });
      }}
    >
      <ListPicker label={t("batch.watchOn")} lists={lists} value={list.id} onPick={setPicked} />
      <Button type="submit" size="sm" aria-disabled={busy || undefined}>
        {t("batch.watch")}
      </Button>
      <span role="status">{said}</span>
    </form>
  );
}
