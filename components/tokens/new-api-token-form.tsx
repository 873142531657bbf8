"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { ROLE_KEYS } from "@/components/admin/user-admin";
import { useApiMessage } from "@/components/shared/api-message";
import { useOneAction } from "@/components/shared/use-one-action";
import { Button } from "@/components/ui/button";
import { SectionTitle } from "@/components/ui/section-title";
import { TextInput } from "@/components/ui/text-input";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import type { Role } from "@/lib/domain/viewer/roles";

const NEW_HEADING_ID = "new-token";
/** The lifetimes offered; the API takes any number of days up to a year. */
const LIFETIMES = [30, 90, 180, 365] as const;
const DEFAULT_LIFETIME = 90;

type Shown = { kind: "none" } | { kind: "created"; name: string; token: string; copied: "no" | "yes" | "by-hand" };

/**
 * Makes an API token (POST /api/tokens) with some of the viewer's roles, and shows it once, with a button that
 * copies it: the app keeps only its hash, so this is the one chance to take it.
 */
export function NewApiTokenForm({ roles }: { roles: readonly Role[] }) {
  const t = useTranslations("account");
  const router = useRouter();
  const apiMessage = useApiMessage();
  const { busy, run } = useOneAction();
  const [problem, setProblem] = useState("");
  const [shown, setShown] = useState<Shown>({ kind: "none" });
  const tokenId = useId();

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = {
      name: form.get("name"),
      roles: roles.filter((role) => form.get(`role-${role}`) === "on"),
      expiresInDays: Number(form.get("expiresInDays")),
    };
    void run(async () => {
      setProblem("");
      setShown({ kind: "none" });
      try {
        const response = await fetch(apiPaths.tokens(), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (!response.ok) return setProblem(await apiMessage(response));
        const created = (await response.json()) as { name: string; token: string };
        setShown({ kind: "created", name: created.name, token: created.token, copied: "no" });
        formElement.reset();
        router.refresh();
      } catch {
        setProblem(t("tokens.unreachable"));
      }
    });
  }

  async function copy(token: string) {
    if (shown.kind !== "created") return;
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(token);
      setShown({ ...shown, copied: "yes" });
    } catch {
      setShown({ ...shown, copied: "by-hand" });
    }
  }

  if (roles.length === 0) return <p>{t("tokens.noRoles")}</p>;
  return (
    <div className="space-y-4">
      <form onSubmit={onCreate} aria-labelledby={NEW_HEADING_ID} className="max-w-md space-y-3">
        <SectionTitle id={NEW_HEADING_ID}>{t("tokens.newTitle")}</SectionTitle>
        <div>
          <label htmlFor="token-name" className="block font-medium">
            {t("tokens.name")}
          </label>
          <TextInput
            id="token-name"
            name="name"
            required
            maxLength={100}
            autoComplete="off"
            placeholder={t("tokens.nameHint")}
            size="lg"
            className="w-full"
          />
        </div>
        <fieldset>
          <legend className="font-medium">{t("tokens.roles")}</legend>
          {roles.map((role) => (
            <label key={role} className="mr-4 inline-flex items-center gap-1">
              <input type="checkbox" name={`role-${role}`} defaultChecked={role === "analyst"} />{" "}
              {t(`roles.${ROLE_KEYS[role]}.name`)}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor="token-expires" className="block font-medium">
            {t("tokens.expires")}
          </label>
          <select
            id="token-expires"
            name="expiresInDays"
            defaultValue={DEFAULT_LIFETIME}
            className="rounded border border-slate-400 px-3 py-2"
          >
            {LIFETIMES.map((days) => (
              <option key={days} value={days}>
                {t("tokens.days", { count: days })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
          {t("tokens.create")}
        </Button>
      </form>
      <p role="alert" className="text-red-800 empty:hidden">
        {problem}
      </p>
      {shown.kind === "created" && (
        <div className="max-w-3xl space-y-2 rounded border border-amber-400 bg-amber-50 p-3">
          <p role="status">{t("tokens.created", { name: shown.name })}</p>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={tokenId} className="font-medium">
              {t("tokens.token")}
            </label>
            <TextInput
              id={tokenId}
              readOnly
              value={shown.token}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full max-w-xl font-mono text-xs"
            />
            <Button type="button" size="sm" onClick={() => void copy(shown.token)}>
              {t("tokens.copy")}
            </Button>
            <span role="status" className="text-sm text-green-900">
              {shown.copied === "yes" ? t("tokens.copied") : shown.copied === "by-hand" ? t("tokens.copyByHand") : ""}
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
