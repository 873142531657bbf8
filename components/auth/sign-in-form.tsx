"use client";

import { type FormEvent, useState } from "react";
import { safeReturnPath } from "@/lib/auth/safe-return-path";

interface SignInFormProps {
  /** The address asked for before signing in (path and query; the #section is still in the address bar). */
  next?: string;
  /** Single sign-on through the configured OIDC provider is offered. */
  sso: boolean;
}

const messageOf = async (response: Response) => {
  const body: unknown = await response.json().catch(() => null);
  const message = body && typeof body === "object" && "message" in body ? body.message : null;
  return typeof message === "string" && message ? message : "Signing in failed. Try again.";
};

/** Email and password, or single sign-on; afterwards back to the exact address asked for, #section included. */
export function SignInForm({ next, sso }: SignInFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The browser keeps the fragment across the redirect to this page: put it back on the way out.
  const destination = () => `${safeReturnPath(next)}${window.location.hash}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    const response = await fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
    }).catch(() => null);
    if (response?.ok) {
      window.location.assign(destination());
      return;
    }
    setBusy(false);
    setProblem(response ? await messageOf(response) : "The app did not answer. Check the connection and try again.");
  }

  async function onSso() {
    const response = await fetch("/api/auth/sign-in/oauth2", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ providerId: "oidc", callbackURL: destination() }),
    }).catch(() => null);
    const body: unknown = await response?.json().catch(() => null);
    if (body && typeof body === "object" && "url" in body && typeof body.url === "string")
      window.location.assign(body.url);
    else setProblem("Single sign-on is not available right now. Try again, or sign in with email and password.");
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} className="space-y-3" aria-label="Sign in">
        <div>
          <label htmlFor="email" className="block font-medium">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            className="w-full rounded border border-slate-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="password" className="block font-medium">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="w-full rounded border border-slate-400 px-3 py-2"
          />
        </div>
        {problem && (
          <p role="alert" className="text-red-800">
            {problem}
          </p>
        )}
        <button type="submit" disabled={busy} className="rounded bg-slate-900 px-4 py-2 text-white disabled:opacity-60">
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      {sso && (
        <button type="button" onClick={onSso} className="rounded border border-slate-900 px-4 py-2">
          Sign in with single sign-on
        </button>
      )}
    </div>
  );
}
