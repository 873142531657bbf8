"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

/** Ends the session on the server, then shows the sign-in page. */
export function SignOutButton() {
  const t = useTranslations("account");
  const router = useRouter();
  async function signOut() {
    await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }).catch(() => null);
    router.replace("/sign-in");
    router.refresh();
  }
  return (
    <button type="button" onClick={signOut} className="text-sm underline">
      {t("signOut")}
    </button>
  );
}
