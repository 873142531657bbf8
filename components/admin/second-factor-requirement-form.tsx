"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  SECOND_FACTOR_REQUIREMENTS,
  type SecondFactorRequirement,
} from "@/lib/domain/viewer/second-factor-requirement";

/** Whose password sign-ins need a second step, set through PUT /api/admin/second-factor. */
export function SecondFactorRequirementForm({ requirement }: { requirement: SecondFactorRequirement }) {
  const t = useTranslations("account.admin.secondFactor");
  const router = useRouter();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get("requirement");
    setBusy(true);
    setMessage(null);
    const response = await fetch("/api/admin/second-factor", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ requirement: chosen }),
    }).catch(() => null);
    setBusy(false);
    if (!response) setMessage({ text: t("noAnswer"), failed: true });
    else if (!response.ok) setMessage({ text: t("failed", { status: response.status }), failed: true });
    else {
      setMessage({ text: t("saved"), failed: false });
      router.refresh();
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label={t("title")} className="space-y-3">
      <fieldset className="space-y-1">
        <legend className="font-medium">{t("label")}</legend>
        {SECOND_FACTOR_REQUIREMENTS.map((choice) => (
          <label key={choice} className="flex items-center gap-2">
            <input type="radio" name="requirement" value={choice} defaultChecked={choice === requirement} />
            {t(`choices.${choice}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" disabled={busy}>
          {t("save")}
        </Button>
        <span role={message?.failed ? "alert" : "status"} className={message?.failed ? "text-red-800" : undefined}>
          {message?.text}
        </span>
      </div>
    </form>
  );
}
