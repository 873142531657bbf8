import { useLocale } from "next-intl";
import { codeLabel } from "@/lib/record/labels";

/** A register code in words, with the raw code kept for whoever needs to quote it. */
export function CodeText({ code }: { code: string }) {
  const words = codeLabel(code, useLocale());
  if (words === code) return <>{code}</>;
  return (
    <abbr title={code} className="no-underline">
      {words}
    </abbr>
  );
}
