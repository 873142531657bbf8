import { pagePaths } from "@/lib/domain/routes/page-paths";
import { UtcTime } from "@/components/shared/utc-time";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/** Says, above everything else, that the page shows a stored copy and not the register's current record. */
export function SnapshotBanner({
  regcode,
  retrievedAt,
  locale,
}: {
  regcode: string;
  retrievedAt: string;
  locale: Locale;
}) {
  const t = translator(locale, "report.snapshot");
  return (
    <div
      role="note"
      aria-label={t("label")}
      className="rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="font-semibold">{t.rich("retrievedOn", { time: () => <UtcTime value={retrievedAt} /> })}</p>
      <p>
        {/* Not prefetched: that would ask the registry for the live record on every view of a stored copy. */}
        <a href={pagePaths.entity(regcode)} className="underline">
          {t("openLive")}
        </a>{" "}
        ·{" "}
        <a href={pagePaths.retrievals(regcode)} className="underline">
          {t("allRetrievals", { regcode })}
        </a>
      </p>
    </div>
  );
}
