import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { type AppError, messageIn } from "@/lib/errors/app-error";
import { entityPath, retrievalsPath } from "@/lib/evidence/entity-paths";

/** A stored copy that cannot be shown: a malformed hash (400) or one no retrieval of this number has (404). */
export function SnapshotNotFound({ regcode, error }: { regcode: string; error: AppError }) {
  const t = useTranslations("errors.snapshot");
  const locale = useLocale();
  return (
    <div className="space-y-3" role="alert">
      <h1 className="text-2xl font-semibold">
        {error.code === "bad_request" ? t("malformedTitle") : t("missingTitle")}
      </h1>
      <p>{messageIn(error, locale)}</p>
      <p>
        <Link href={retrievalsPath(regcode)}>{t("retrievals", { regcode })}</Link> ·{" "}
        <Link href={entityPath(regcode)}>{t("liveProfile")}</Link>
      </p>
    </div>
  );
}
