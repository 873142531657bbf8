"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useState } from "react";
import { type AuthAnswer, postAuth } from "@/components/auth/post-auth";
import { Button } from "@/components/ui/button";
import { SectionTitle } from "@/components/ui/section-title";
import { TextInput } from "@/components/ui/text-input";

const HEADING_ID = "two-step";

interface SecondFactorSettingsProps {
  enrolled: boolean;
  hasPassword: boolean;
  recoveryCodesLeft: number;
  /** An administrator requires a second step of this account. */
  required: boolean;
  /** This session came through single sign-on. */
  sso: boolean;
  /** Where the app was going when it was sent here to enrol. */
  next: string | null;
}

/** Setting up: the app's key waiting for its first code; then the recovery codes, shown once. */
type Stage = { kind: "idle" } | { kind: "confirm"; uri: string; codes: string[] } | { kind: "codes"; codes: string[] };

const codesOf = (body: unknown): string[] =>
  body && typeof body === "object" && "backupCodes" in body && Array.isArray(body.backupCodes)
    ? body.backupCodes.filter((code): code is string => typeof code === "string")
    : [];

/** The key an authenticator app is given by hand, in groups of four as the apps show it. */
function keyOf(uri: string): string {
  const secret = /[?&]secret=([A-Z2-7]+)/i.exec(uri)?.[1] ?? "";
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}

/** The account's authenticator app and recovery codes, through better-auth's two-factor endpoints. */
export function SecondFactorSettings({
  enrolled,
  hasPassword,
  recoveryCodesLeft,
  required,
  sso,
  next,
}: SecondFactorSettingsProps) {
  const t = useTranslations("account.security");
  const router = useRouter();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problemOf = (answer: Exclude<AuthAnswer, { ok: true }>) => {
    if (answer.status === null) return t("noAnswer");
    if (answer.code === "INVALID_PASSWORD") return t("wrongPassword");
    if (answer.code === "INVALID_CODE") return t("invalidCode");
    return t("failed", { status: answer.status });
  };

  /** Sends the form's one field to better-auth; true and the answer's body when it was done. */
  async function send(event: FormEvent<HTMLFormElement>, path: string, field: "password" | "code") {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(field) ?? "");
    setBusy(true);
    setProblem(null);
    const answer = await postAuth(path, { [field]: field === "code" ? value.replace(/\s/g, "") : value });
    setBusy(false);
    if (!answer.ok) setProblem(problemOf(answer));
    return answer;
  }

  function done() {
    setStage({ kind: "idle" });
    if (next) window.location.assign(next);
    else router.refresh();
  }

  const problemLine = problem && (
    <p role="alert" className="text-red-800">
      {problem}
    </p>
  );

  const passwordField = (id: string) => (
    <div>
      <label htmlFor={id} className="block font-medium">
        {t("password")}
      </label>
      <TextInput id={id} name="password" type="password" autoComplete="current-password" required size="lg" />
    </div>
  );

  let body: ReactNode;
  if (!hasPassword) {
    body = <p>{t("noPassword")}</p>;
  } else if (stage.kind === "codes") {
    body = (
      <div className="space-y-3">
        <SectionTitle level={3}>{t("codesTitle")}</SectionTitle>
        <p>{t("codesIntro")}</p>
        <ul aria-label={t("codesCaption")} className="grid max-w-sm grid-cols-2 gap-1 font-mono select-all">
          {stage.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button type="button" variant="primary" onClick={done}>
          {t("continue")}
        </Button>
      </div>
    );
  } else if (stage.kind === "confirm") {
    body = (
      <form
        aria-label={t("addTitle")}
        className="space-y-3"
        onSubmit={async (event) => {
          const answer = await send(event, "/two-factor/verify-totp", "code");
          if (answer.ok) setStage({ kind: "codes", codes: stage.codes });
        }}
      >
        <SectionTitle level={3}>{t("addTitle")}</SectionTitle>
        <p>{t("addIntro")}</p>
        <dl className="space-y-2">
          <dt className="font-medium">{t("key")}</dt>
          <dd>
            <code data-totp-key className="font-mono text-lg select-all">
              {keyOf(stage.uri)}
            </code>
          </dd>
          <dt className="font-medium">{t("link")}</dt>
          <dd>
            <a href={stage.uri} data-totp-uri className="font-mono text-sm break-all underline">
              {stage.uri}
            </a>
          </dd>
        </dl>
        <div>
          <label htmlFor="totp-code" className="block font-medium">
            {t("code")}
          </label>
          <TextInput
            id="totp-code"
            name="code"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]{6,7}"
            size="lg"
            className="font-mono"
          />
        </div>
        {problemLine}
        <div className="flex gap-3">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t("confirming") : t("confirm")}
          </Button>
          <Button type="button" onClick={() => setStage({ kind: "idle" })}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    );
  } else if (!enrolled) {
    body = (
      <form
        aria-label={t("start")}
        className="space-y-3"
        onSubmit={async (event) => {
          const answer = await send(event, "/two-factor/enable", "password");
          if (!answer.ok) return;
          const uri =
            answer.body && typeof answer.body === "object" && "totpURI" in answer.body ? answer.body.totpURI : "";
          setStage({ kind: "confirm", uri: typeof uri === "string" ? uri : "", codes: codesOf(answer.body) });
        }}
      >
        {passwordField("enrol-password")}
        {problemLine}
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t("starting") : t("start")}
        </Button>
      </form>
    );
  } else {
    body = (
      <div className="space-y-6">
        <p>{t("codesLeft", { count: recoveryCodesLeft })}</p>
        {problemLine}
        <form
          aria-label={t("renewTitle")}
          className="space-y-2"
          onSubmit={async (event) => {
            const answer = await send(event, "/two-factor/generate-backup-codes", "password");
            if (answer.ok) setStage({ kind: "codes", codes: codesOf(answer.body) });
          }}
        >
          <SectionTitle level={3}>{t("renewTitle")}</SectionTitle>
          <p>{t("renewIntro")}</p>
          {passwordField("renew-password")}
          <Button type="submit" disabled={busy}>
            {t("renew")}
          </Button>
        </form>
        <form
          aria-label={t("disableTitle")}
          className="space-y-2"
          onSubmit={async (event) => {
            const answer = await send(event, "/two-factor/disable", "password");
            if (answer.ok) router.refresh();
          }}
        >
          <SectionTitle level={3}>{t("disableTitle")}</SectionTitle>
          <p>{required ? t("disableRequired") : t("disableIntro")}</p>
          {passwordField("disable-password")}
          <Button type="submit" variant="danger" disabled={busy}>
            {t("disable")}
          </Button>
        </form>
      </div>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-3">
      <SectionTitle id={HEADING_ID}>{t("twoStepTitle")}</SectionTitle>
      <p>{t("intro")}</p>
      {hasPassword && stage.kind === "idle" && <p className="font-medium">{enrolled ? t("on") : t("off")}</p>}
      {required && stage.kind === "idle" && (
        <p role={enrolled ? undefined : "status"} className={enrolled ? undefined : "rounded bg-amber-50 p-3"}>
          {enrolled ? t("requiredOn") : t("required")}
        </p>
      )}
      {sso && <p>{t("sso")}</p>}
      {body}
    </section>
  );
}
