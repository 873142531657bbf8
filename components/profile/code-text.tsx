import { codeLabel } from "@/lib/registry/record/labels";
import type { Locale } from "@/lib/platform/i18n/locales";

/** A register code in words, with the raw code kept for whoever needs to quote it. */
export function CodeText({ code, locale }: { code: string; locale: Locale }) {
  const words = codeLabel(code, locale);
  if (words === code) return <>{code}</>;
  return <abbr title={code}>{words}</abbr>;
}
