"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { postAuth } from "./post-auth";

interface SecondStepFormProps {
  /** The code was right: the session is set. */
  onSignedIn: () => void;
  /** The password step must be done again (the pending sign-in expired or is used up). */
  onStartOver: () => void;
}

/** The second step of a password sign-in: the authenticator app's code, or one of the recovery codes. */
export function SecondStepForm({ onSignedIn, onStartOver }: SecondStepFormProps) {
  const t = useTranslations("account.signIn");
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\s/g, "");
    // Recovery codes are shown as two halves joined by a hyphen: typed without it, the code is the same.
    const code = recovery && /^[A-Za-z0-9]{10}$/.test(typed) ? `${typed.slice(0, 5)}-${typed.slice(5)}` : typed;
    setBusy(true);
    setProblem(null);
    const path = recovery ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
    const answer = await postAuth(path, { code });
    if (answer.ok) {
      onSignedIn();
      return;
    }
    setBusy(false);
    if (answer.status === null) setProblem(t("noAnswer"));
    else if (answer.code === "TOO_MANY_FAILED_SIGN_INS" && answer.minutes !== null)
      setProblem(t("tooManyFailures", { minutes: answer.minutes }));
    else if (answer.code === "ACCOUNT_TEMPORARILY_LOCKED") setProblem(t("secondStep.locked"));
    else if (answer.code === "INVALID_CODE") setProblem(t("secondStep.invalidCode"));
    else if (answer.code === "INVALID_BACKUP_CODE") setProblem(t("secondStep.invalidRecoveryCode"));
    else if (answer.code === "INVALID_TWO_FACTOR_COOKIE" || answer.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      setExpired(true);
      setProblem(t("secondStep.expired"));
    } else if (answer.code === "ACCOUNT_DISABLED") setProblem(t("disabled"));
    else setProblem(t("failed"));
  }

  const field = recovery ? "recoveryCode" : "code";
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={t("secondStep.title")}>
      <h2 className="text-lg font-semibold">{t("secondStep.title")}</h2>
      <p>{recovery ? t("secondStep.recoveryIntro") : t("secondStep.intro")}</p>
      <div>
        <label htmlFor="second-step-code" className="block font-medium">
          {t(`secondStep.${field}`)}
        </label>
        <TextInput
          key={field}
          id="second-step-code"
          name="code"
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          pattern={recovery ? undefined : "[0-9]{6}"}
          maxLength={recovery ? 11 : 6}
          spellCheck={false}
          size="lg"
          className="w-full font-mono"
        />
      </div>
      {problem && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {expired ? (
          <Button type="button" variant="primary" onClick={onStartOver}>
            {t("secondStep.startOver")}
          </Button>
        ) : (
          <Button type="submit" disabled={busy} variant="primary">
            {busy ? t("secondStep.submitting") : t("secondStep.submit")}
          </Button>
        )}
        <button
          type="button"
          className="text-sm underline"
          onClick={() => {
            setRecovery(!recovery);
            setProblem(null);
          }}
        >
          {recovery ? t("secondStep.useApp") : t("secondStep.useRecoveryCode")}
        </button>
      </div>
    </form>
  );
}
