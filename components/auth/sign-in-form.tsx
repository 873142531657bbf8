"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { safeReturnPath } from "@/lib/edge/auth/safe-return-path";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { ssoRefusalKey } from "./sso-refusal-key";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { SecondStepForm } from "./second-step-form";

interface SignInFormProps {
  /** The address asked for before signing in (path and query; the #section is still in the address bar). */
  next?: string;
  /** The identity provider's name when single sign-on is offered, else null. */
  provider: string | null;
  /** Whether email and password are asked for (off when password sign-in is, but for recovery). */
  passwordForm: boolean;
}

type Refusal =
  | { key: "disabled" | "invalidCredentials" | "tooManyRequests" | "failed" | "passwordOff" }
  | { key: "tooManyFailures"; minutes: number };

/** Why the server refused, from better-auth's status and code: the form words it in the analyst's language. */
async function refusalOf(response: Response): Promise<Refusal> {
  const body: unknown = await response.json().catch(() => null);
  const code = body && typeof body === "object" && "code" in body ? body.code : null;
  const minutes = body && typeof body === "object" && "minutes" in body ? body.minutes : null;
  if (code === "ACCOUNT_DISABLED") return { key: "disabled" };
  if (code === "PASSWORD_SIGN_IN_OFF") return { key: "passwordOff" };
  if (code === "TOO_MANY_FAILED_SIGN_INS" && typeof minutes === "number") return { key: "tooManyFailures", minutes };
  if (response.status === 401) return { key: "invalidCredentials" };
  if (response.status === 429) return { key: "tooManyRequests" };
  return { key: "failed" };
}

/**
 * Single sign-on, or email and password (and the second step's code, for an account that has one); afterwards
 * back to the exact address asked for, #section included.
 */
export function SignInForm({ next, provider, passwordForm }: SignInFormProps) {
  const t = useTranslations("account.signIn");
  const [problem, setProblem] = useState<string | null>(null);
  const [ssoProblem, setSsoProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The password was right and the account has a second factor: its code comes next.
  const [secondStep, setSecondStep] = useState(false);
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
      const answer: unknown = await response.json().catch(() => null);
      if (answer && typeof answer === "object" && "twoFactorRedirect" in answer && answer.twoFactorRedirect) {
        setBusy(false);
        setSecondStep(true);
        return;
      }
      window.location.assign(destination());
      return;
    }
    setBusy(false);
    if (!response) {
      setProblem(t("noAnswer"));
      return;
    }
    const refusal = await refusalOf(response);
    if (refusal.key === "tooManyFailures") setProblem(t(refusal.key, { minutes: refusal.minutes }));
    else setProblem(refusal.key === "passwordOff" ? t(refusal.key, { provider: provider ?? "" }) : t(refusal.key));
  }

  async function onSso() {
    setBusy(true);
    setSsoProblem(null);
    // A refusal comes back to this page with an `error` it explains, still bound for the address asked for.
    const errorCallbackURL = next ? `${pagePaths.signIn()}?next=${encodeURIComponent(next)}` : pagePaths.signIn();
    const response = await fetch("/api/auth/sign-in/social", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ provider: "oidc", callbackURL: destination(), errorCallbackURL }),
    }).catch(() => null);
    const body: unknown = await response?.json().catch(() => null);
    if (body && typeof body === "object" && "url" in body && typeof body.url === "string") {
      window.location.assign(body.url);
      return;
    }
    setBusy(false);
    const code = body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : null;
    const key = code === "SSO_ISSUER_MISMATCH" ? ssoRefusalKey(code) : null;
    setSsoProblem(key ? t(`ssoRefused.${key}`, { provider: provider ?? "" }) : t("ssoUnavailable"));
  }

  if (secondStep) {
    return (
      <SecondStepForm
        onSignedIn={() => window.location.assign(destination())}
        onStartOver={() => setSecondStep(false)}
      />
    );
  }

  return (
    <div className="space-y-4">
      {provider && (
        <Button type="button" variant="primary" onClick={onSso} disabled={busy}>
          {t("ssoWith", { provider })}
        </Button>
      )}
      {ssoProblem && (
        <p role="alert" className="text-red-800">
          {ssoProblem}
        </p>
      )}
      {provider && passwordForm && <h2 className="pt-2 font-semibold">{t("orPassword")}</h2>}
      {passwordForm && (
        <form onSubmit={onSubmit} className="space-y-3" aria-label={t("submit")}>
          <div>
            <label htmlFor="email" className="block font-medium">
              {t("email")}
            </label>
            <TextInput
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              size="lg"
              className="w-full"
            />
          </div>
          <div>
            <label htmlFor="password" className="block font-medium">
              {t("password")}
            </label>
            <TextInput
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              size="lg"
              className="w-full"
            />
          </div>
          {problem && (
            <p role="alert" className="text-red-800">
              {problem}
            </p>
          )}
          <Button type="submit" disabled={busy} variant={provider ? "secondary" : "primary"}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </form>
      )}
    </div>
  );
}
