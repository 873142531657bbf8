"use client";

import { useTranslations } from "next-intl";

/** Opens the browser's print dialog; the button itself is never printed. */
export function PrintButton() {
  const t = useTranslations("report.toolbar");
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded bg-slate-900 px-3 py-1 text-sm font-medium text-white hover:bg-slate-700"
    >
      {t("print")}
    </button>
  );
}
