"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { TableHead } from "@/components/shared/table-head";
import { SectionTitle } from "@/components/ui/section-title";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import type { AccountSummary } from "@/lib/edge/auth/accounts";
import { ROLES, type Role } from "@/lib/domain/viewer/roles";

const ADD_HEADING_ID = "add-user";

/** Each role's key in the texts (account.roles), where its name and what it allows are worded. */
export const ROLE_KEYS = {
  analyst: "analyst",
  "personal-data": "personalData",
  approver: "approver",
  auditor: "auditor",
  admin: "admin",
} as const satisfies Record<Role, string>;

/** What went wrong: the server's message, or else its status (null: the app did not answer). */
type Failure = { message: string } | { status: number | null };

async function send(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<Failure | null> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) return { status: null };
  if (response.ok) return null;
  const answer: unknown = await response.json().catch(() => null);
  const error = answer && typeof answer === "object" && "error" in answer ? answer.error : null;
  const message = error && typeof error === "object" && "message" in error ? error.message : null;
  return typeof message === "string" ? { message } : { status: response.status };
}

/** Adds accounts, sets their roles and disables them, through /api/admin/users. */
export function UserAdmin({ users, selfId }: { users: AccountSummary[]; selfId: string }) {
  const t = useTranslations("account");
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const roleName = (role: Role) => t(`roles.${ROLE_KEYS[role]}.name`);
  const failureText = (failure: Failure) => {
    if ("message" in failure) return failure.message;
    return failure.status === null ? t("users.noAnswer") : t("users.failed", { status: failure.status });
  };

  async function act(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<boolean> {
    const failure = await send(method, url, body);
    setProblem(failure && failureText(failure));
    if (!failure) router.refresh();
    return !failure;
  }

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const roles = ROLES.filter((role) => form.get(`role-${role}`) === "on");
    const body = { email: form.get("email"), name: form.get("name"), password: form.get("password"), roles };
    if (await act("POST", "/api/admin/users", body)) formElement.reset();
  }

  const toggleRole = (user: AccountSummary, role: Role) =>
    act("PATCH", `/api/admin/users/${user.id}`, {
      roles: user.roles.includes(role) ? user.roles.filter((r) => r !== role) : [...user.roles, role],
    });

  return (
    <div className="space-y-8">
      {problem && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
      <table className="w-full text-left text-sm">
        <TableHead
          caption={t("users.accounts")}
          columns={[
            { label: t("users.account") },
            ...ROLES.map((role) => ({ label: roleName(role), title: t(`roles.${ROLE_KEYS[role]}.description`) })),
            { label: t("users.secondFactor") },
            { label: t("users.status") },
          ]}
        />
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-slate-200">
              <td className="py-2 pr-2">
                {user.name}
                <br />
                <span className="font-mono">{user.email}</span>
              </td>
              {ROLES.map((role) => (
                <td key={role}>
                  <input
                    type="checkbox"
                    aria-label={t("users.roleFor", { role: roleName(role), email: user.email })}
                    checked={user.roles.includes(role)}
                    onChange={() => toggleRole(user, role)}
                  />
                </td>
              ))}
              <td>
                {user.secondFactor ? t("users.secondFactorOn") : t("users.secondFactorOff")}
                {user.secondFactor && (
                  <button
                    type="button"
                    className="ml-2 underline"
                    title={t("users.resetSecondFactorTitle")}
                    onClick={() => act("DELETE", `/api/admin/users/${user.id}/second-factor`)}
                  >
                    {t("users.resetSecondFactor", { email: user.email })}
                  </button>
                )}
              </td>
              <td>
                {user.id === selfId ? (
                  t("users.you")
                ) : (
                  <button
                    type="button"
                    className="underline"
                    onClick={() => act("PATCH", `/api/admin/users/${user.id}`, { disabled: !user.disabled })}
                  >
                    {t(user.disabled ? "users.enable" : "users.disable", { email: user.email })}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={onAdd} aria-labelledby={ADD_HEADING_ID} className="max-w-md space-y-3">
        <SectionTitle id={ADD_HEADING_ID}>{t("users.addTitle")}</SectionTitle>
        {(["name", "email", "password"] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`new-${field}`} className="block font-medium">
              {t(`users.${field}`)}
            </label>
            <TextInput
              id={`new-${field}`}
              name={field}
              type={field === "name" ? "text" : field}
              required
              autoComplete="off"
              size="lg"
              className="w-full"
            />
          </div>
        ))}
        <fieldset>
          <legend className="font-medium">{t("users.roles")}</legend>
          {ROLES.map((role) => (
            <label key={role} className="mr-4 inline-flex items-center gap-1">
              <input type="checkbox" name={`role-${role}`} defaultChecked={role === "analyst"} /> {roleName(role)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="primary">
          {t("users.add")}
        </Button>
      </form>
    </div>
  );
}
