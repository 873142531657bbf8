import type { GatedResult } from "@/lib/domain/access/gate-record";
import type { Locale } from "@/lib/platform/i18n/locales";
import { sectionLabel } from "@/lib/registry/record/sections";
import { RawDataDetails } from "./raw-data-details";
import { Section } from "@/components/shared/section";
import { translator } from "@/lib/platform/i18n/translator";
import { apiPaths } from "@/lib/domain/routes/api-paths";

function size(bytes: number, locale: Locale): string {
  const figure = new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return bytes < 1024 * 1024 ? `${figure.format(bytes / 1024)} KB` : `${figure.format(bytes / 1024 / 1024)} MB`;
}

/** The exact JSON the registry sent, unformatted, for whoever needs to check a value at the source. */
export function RawDataSection({ result, locale }: { result: GatedResult; locale: Locale }) {
  const t = translator(locale, "profile.rawData");
  const where = { path: result.path, retrievedAt: result.retrievedAt };
  const regcode = result.record.registration_number;
  return (
    <Section
      id="raw-data"
      title={sectionLabel("raw-data", locale)}
      note={`${size(Buffer.byteLength(result.body, "utf8"), locale)} · SHA-256 ${result.sha256.slice(0, 12)}…`}
    >
      <RawDataDetails regcode={regcode} sha256={result.sha256} summary={result.redaction ? t("redacted") : t("exact")}>
        <p className="text-xs text-slate-600">
          {result.redaction ? t("retrievedRedacted", where) : t("retrieved", where)}{" "}
          <code className="break-all">{result.sha256}</code> ·{" "}
          <a href={apiPaths.legalEntity(regcode)}>{t("openAsJson")}</a>
        </p>
      </RawDataDetails>
    </Section>
  );
}
