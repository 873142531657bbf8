"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

/** Copies a value to the clipboard and says so; absent from print. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations("profile.copy");
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="rounded border border-slate-300 bg-white px-2 py-0.5 text-xs hover:bg-slate-100 print:hidden"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard.writeText(value).then(() => setCopied(true));
      }}
    >
      {copied ? t("copied") : t("copy")}
      <span className="sr-only" aria-live="polite">
        {copied && ` ${t("copiedToClipboard")}`}
      </span>
    </button>
  );
}
