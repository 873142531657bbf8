import Link from "next/link";
import { useTranslations } from "next-intl";
import { entityPath, retrievalsPath } from "@/lib/evidence/entity-paths";
import { UtcTime } from "./utc-time";

/** Says, above everything else, that the page shows a stored copy and not the register's current record. */
export function SnapshotBanner({ regcode, retrievedAt }: { regcode: string; retrievedAt: string }) {
  const t = useTranslations("report.snapshot");
  return (
    <div
      role="note"
      aria-label={t("label")}
      className="rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="font-semibold">{t.rich("retrievedOn", { time: () => <UtcTime value={retrievedAt} /> })}</p>
      <p>
        {/* Not prefetched: that would ask the registry for the live record on every view of a stored copy. */}
        <Link href={entityPath(regcode)} prefetch={false} className="underline">
          {t("openLive")}
        </Link>{" "}
        ·{" "}
        <Link href={retrievalsPath(regcode)} className="underline">
          {t("allRetrievals", { regcode })}
        </Link>
      </p>
    </div>
  );
}
