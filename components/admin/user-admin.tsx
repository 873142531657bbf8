"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { TableHead } from "@/components/shared/table-head";
import type { AccountSummary } from "@/lib/auth/accounts";
import { ROLE_DESCRIPTIONS, ROLES, type Role } from "@/lib/auth/roles";

async function send(method: "POST" | "PATCH", url: string, body: unknown): Promise<string | null> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) return "The app did not answer. Try again.";
  if (response.ok) return null;
  const answer: unknown = await response.json().catch(() => null);
  const error = answer && typeof answer === "object" && "error" in answer ? answer.error : null;
  const message = error && typeof error === "object" && "message" in error ? error.message : null;
  return typeof message === "string" ? message : `The change failed (${response.status}).`;
}

/** Adds accounts, sets their roles and disables them, through /api/admin/users. */
export function UserAdmin({ users, selfId }: { users: AccountSummary[]; selfId: string }) {
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);

  async function act(method: "POST" | "PATCH", url: string, body: unknown): Promise<boolean> {
    const failure = await send(method, url, body);
    setProblem(failure);
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
          caption="Accounts"
          columns={[
            { label: "Account" },
            ...ROLES.map((role) => ({ label: role, title: ROLE_DESCRIPTIONS[role] })),
            { label: "Status" },
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
                    aria-label={`${role} for ${user.email}`}
                    checked={user.roles.includes(role)}
                    onChange={() => toggleRole(user, role)}
                  />
                </td>
              ))}
              <td>
                {user.id === selfId ? (
                  "You"
                ) : (
                  <button
                    type="button"
                    className="underline"
                    onClick={() => act("PATCH", `/api/admin/users/${user.id}`, { disabled: !user.disabled })}
                  >
                    {user.disabled ? `Enable ${user.email}` : `Disable ${user.email}`}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={onAdd} aria-labelledby="add-user" className="max-w-md space-y-3">
        <h2 id="add-user" className="text-lg font-semibold">
          Add a user
        </h2>
        {(["name", "email", "password"] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`new-${field}`} className="block font-medium capitalize">
              {field}
            </label>
            <input
              id={`new-${field}`}
              name={field}
              type={field === "name" ? "text" : field}
              required
              autoComplete="off"
              className="w-full rounded border border-slate-400 px-3 py-2"
            />
          </div>
        ))}
        <fieldset>
          <legend className="font-medium">Roles</legend>
          {ROLES.map((role) => (
            <label key={role} className="mr-4 inline-flex items-center gap-1">
              <input type="checkbox" name={`role-${role}`} defaultChecked={role === "analyst"} /> {role}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="rounded bg-slate-900 px-4 py-2 text-white">
          Add user
        </button>
      </form>
    </div>
  );
}
