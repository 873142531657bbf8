"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ListNameField } from "./list-name-field";
import { useListRequest } from "./list-messages";
import { Button } from "@/components/ui/button";

/** Makes a new, private list (POST /api/watchlists); the page then shows it, empty. */
export function NewListForm() {
  const t = useTranslations("monitoring");
  const { busy, send, nameField } = useListRequest();
  const [name, setName] = useState("");
  return (
    <form
      aria-label={t("watchlists.newList")}
      className="flex flex-wrap items-center gap-2 text-sm print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        void send(
          () =>
            fetch("/api/watchlists", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ name }),
            }),
          () => {
            setName("");
            return t("watchlists.created", { name: name.trim() });
          },
        );
      }}
    >
      <ListNameField label={t("watchlists.newListName")} value={name} onChange={setName} {...nameField} />
      <Button type="submit" aria-disabled={busy || undefined} size="sm">
        {t("watchlists.create")}
      </Button>
    </form>
  );
}
