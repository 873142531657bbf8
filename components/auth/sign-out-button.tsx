"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { pagePaths } from "@/lib/domain/routes/page-paths";

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
    router.replace(pagePaths.signIn());
    router.refresh();
  }
  return (
    <button type="button" onClick={signOut} className="text-sm underline">
      {t("signOut")}
    </button>
  );
}
