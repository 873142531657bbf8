import Link from "next/link";
import { useTranslations } from "next-intl";

/** An unknown or malformed registration number: says which, and how to go on. */
export function EntityNotFound({ regcode, invalid }: { regcode?: string; invalid: boolean }) {
  const t = useTranslations("errors.entityNotFound");
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">{invalid ? t("invalidTitle") : t("unknownTitle")}</h1>
      <p>
        {regcode !== undefined && <code className="rounded bg-slate-100 px-1">{regcode}</code>}{" "}
        {invalid ? t("invalid") : t("unknown")}
      </p>
      <p className="text-sm text-slate-700">{invalid ? t("invalidNext") : t("unknownNext")}</p>
      <p>
        <Link href="/">{t("searchAgain")}</Link>
      </p>
    </div>
  );
}
