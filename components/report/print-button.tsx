"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog; the button itself is never printed. */
export function PrintButton() {
  const t = useTranslations("report.toolbar");
  return (
    <Button type="button" onClick={() => window.print()} variant="primary" size="sm">
      {t("print")}
    </Button>
  );
}
