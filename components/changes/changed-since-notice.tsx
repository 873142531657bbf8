import { AppLink } from "@/components/shared/app-link";
import { useTranslations } from "next-intl";
import { pagePaths } from "@/lib/domain/routes/page-paths";

/** Tells an analyst coming back that the register's answer is not what they saw last time, and where to see how. */
export function ChangedSinceNotice({
  regcode,
  lastViewed,
  liveSha256,
}: {
  regcode: string;
  lastViewed: { sha256: string; viewedAt: Date };
  liveSha256: string;
}) {
  const t = useTranslations("report.changedSince");
  const href = pagePaths.changes(regcode, lastViewed.sha256, liveSha256);
  const on = lastViewed.viewedAt.toISOString();
  // The moment is written as the audit trail writes it, UTC, the same in every language.
  const when = `${on.replace("T", " ").slice(0, 16)} UTC`;
  return (
    <p role="status" className="rounded border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 print:hidden">
      {t.rich("notice", { when, time: (chunks) => <time dateTime={on}>{chunks}</time> })}{" "}
      <AppLink href={href} className="font-medium underline">
        {t("link")}
      </AppLink>
    </p>
  );
}
