"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useApiMessage } from "@/components/shared/api-message";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";

const CHOICES = ["private", "named", "everyone"] as const;

/**
 * Who a watchlist or batch is for, set by its owner (PATCH `endpoint` with {sharing, shareWith}), showing the
 * colleagues it is named to now.
 */
export function ShareForm({
  endpoint,
  sharing,
  sharedWith,
  label,
}: {
  endpoint: string;
  sharing: string;
  sharedWith: readonly string[];
  label: string;
}) {
  const t = useTranslations("account.share");
  const apiMessage = useApiMessage();
  const router = useRouter();
  const [choice, setChoice] = useState(sharing);
  const [emails, setEmails] = useState(sharedWith.join(", "));
  const [message, setMessage] = useState("");
  // The colleagues named were refused (not emails, or the owner): the field says so to assistive technology.
  const [refusedNames, setRefusedNames] = useState(false);
  const messageId = useId();
  const naming = choice === "named";
  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-center gap-2 text-sm print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage("");
        const shareWith = emails.split(/[\s,;]+/).filter(Boolean);
        void fetch(endpoint, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ sharing: choice, shareWith }),
        })
          .then(async (response) => {
            setRefusedNames(response.status === 400 && choice === "named");
            setMessage(response.ok ? t("saved") : await apiMessage(response));
            if (response.ok) router.refresh();
          })
          .catch(() => setMessage(t("unreachable")));
      }}
    >
      <label>
        {t("seenBy")}{" "}
        <select value={choice} onChange={(e) => setChoice(e.target.value)} className="rounded border px-1">
          {CHOICES.map((value) => (
            <option key={value} value={value}>
              {t(`choices.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {naming && (
        <label>
          {t("emails")}{" "}
          <TextInput
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            aria-invalid={refusedNames || undefined}
            aria-describedby={messageId}
            placeholder={t("emailsPlaceholder")}
            size="sm"
          />
        </label>
      )}
      <Button type="submit" size="sm">
        {t("submit")}
      </Button>
      <span id={messageId} role="status">
        {message}
      </span>
    </form>
  );
}
