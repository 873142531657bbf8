"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApiMessage } from "@/components/shared/api-message";
import { useOneAction } from "@/components/shared/use-one-action";
import { Button } from "@/components/ui/button";
import { apiPaths } from "@/lib/domain/routes/api-paths";

/** "Check all now" for one list: every entity on it is due now, checked within minutes within the registry's budget. */
export function ListCheckAll({ id, name }: { id: number; name: string }) {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const router = useRouter();
  const { busy, run } = useOneAction();
  const [message, setMessage] = useState("");
  const checkAll = () =>
    run(async () => {
      setMessage("");
      try {
        const response = await fetch(apiPaths.watchlistCheckAll(id), { method: "POST" });
        if (!response.ok) return setMessage(await apiMessage(response));
        const { queued } = (await response.json()) as { queued: number };
        setMessage(t("watchlists.checkAllQueued", { count: queued }));
        router.refresh();
      } catch {
        setMessage(t("unreachable"));
      }
    });
  return (
    <span className="inline-flex flex-wrap items-center gap-2 print:hidden">
      <Button
        type="button"
        size="sm"
        aria-label={t("watchlists.checkAllLabel", { list: name })}
        aria-disabled={busy || undefined}
        onClick={() => void checkAll()}
      >
        {t("watchlists.checkAll")}
      </Button>
      <span role="status" aria-live="polite" className="text-sm">
        {message}
      </span>
    </span>
  );
}
