"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useOneAction } from "@/components/shared/use-one-action";
import { useApiMessage } from "./api-message";
import { ListNameField } from "./list-name-field";
import { useListMessage } from "./list-messages";

/** Makes a new, private list (POST /api/watchlists); the page then shows it, empty. */
export function NewListForm() {
  const t = useTranslations("monitoring");
  const apiMessage = useApiMessage();
  const say = useListMessage();
  const router = useRouter();
  const { busy, run } = useOneAction();
  const [name, setName] = useState("");
  return (
    <form
      aria-label={t("watchlists.newList")}
      className="flex flex-wrap items-center gap-2 text-sm print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          say("");
          try {
            const response = await fetch("/api/watchlists", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ name }),
            });
            if (!response.ok) return say(await apiMessage(response));
            say(t("watchlists.created", { name: name.trim() }));
            setName("");
            router.refresh();
          } catch {
            say(t("unreachable"));
          }
        });
      }}
    >
      <ListNameField label={t("watchlists.newListName")} value={name} onChange={setName} />
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="rounded border border-slate-300 bg-white px-2 py-0.5 hover:bg-slate-100"
      >
        {t("watchlists.create")}
      </button>
    </form>
  );
}
