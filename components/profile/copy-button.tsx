"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Copies a value to the clipboard and says so; absent from print. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations("profile.copy");
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      size="sm"
      className="text-xs print:hidden"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard.writeText(value).then(() => setCopied(true));
      }}
    >
      {copied ? t("copied") : t("copy")}
      <span className="sr-only" aria-live="polite">
        {copied && ` ${t("copiedToClipboard")}`}
      </span>
    </Button>
  );
}
