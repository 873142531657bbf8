"use client";

import { AppLink } from "@/components/shared/app-link";
import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { startTransition } from "react";
import { pagePaths } from "@/lib/domain/routes/page-paths";

export interface UnexpectedErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
  /** Which of the errors catalogue's explanations fits the page: any page, or an entity's. */
  about: "generic" | "entityError";
}

/** An error boundary's page: no details (production passes only a digest), a retry and a way forward. */
export function UnexpectedError({ error, reset, about }: UnexpectedErrorProps) {
  const router = useRouter();
  const t = useTranslations("errors");
  return (
    <div role="alert" className="space-y-3 rounded border border-red-300 bg-red-50 p-4 text-red-950">
      <h1 className="text-xl font-semibold">{t(`${about}.title`)}</h1>
      <p>{t(`${about}.text`)}</p>
      {error.digest && <p className="text-xs">{t("reference", { digest: error.digest })}</p>}
      <p className="flex gap-4">
        <Button
          type="button"
          variant="danger"
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          {t("tryAgain")}
        </Button>
        <AppLink href={pagePaths.home()}>{t(about === "generic" ? "toSearch" : "lookUpAnother")}</AppLink>
      </p>
    </div>
  );
}
