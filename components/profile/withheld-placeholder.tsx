import { useTranslations } from "next-intl";

/** Stands where a person's details were left out, with the reason; visible in print too. */
export function WithheldPlaceholder({ reason }: { reason: string }) {
  const t = useTranslations("record.withheld");
  return (
    <span className="inline-flex flex-col" data-withheld="">
      <span className="font-medium text-amber-900 italic">{t("label")}</span>
      <span className="text-xs text-slate-600">{reason}</span>
    </span>
  );
}
