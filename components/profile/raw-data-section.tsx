import type { GatedResult } from "@/lib/access/gate-record";
import type { Locale } from "@/lib/i18n/locales";
import { sectionLabel } from "@/lib/record/sections";
import { RawDataLoader } from "./raw-data-loader";
import { Section } from "./section";
import { translator } from "@/lib/i18n/translator";

/** Answers up to this size are put in the page; larger ones are fetched on request. */
const INLINE_LIMIT_BYTES = 256 * 1024;

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
  const bytes = Buffer.byteLength(result.body, "utf8");
  const inline = bytes <= INLINE_LIMIT_BYTES;
  const where = { path: result.path, retrievedAt: result.retrievedAt };
  return (
    <Section
      id="raw-data"
      title={sectionLabel("raw-data", locale)}
      note={`${size(bytes, locale)} · SHA-256 ${result.sha256.slice(0, 12)}…`}
    >
      <details className="rounded border border-slate-200 bg-white">
        <summary className="cursor-pointer px-2 py-1 text-sm">{result.redaction ? t("redacted") : t("exact")}</summary>
        <div className="space-y-2 p-2">
          <p className="text-xs text-slate-600">
            {result.redaction ? t("retrievedRedacted", where) : t("retrieved", where)}{" "}
            <code className="break-all">{result.sha256}</code> ·{" "}
            <a href={`/api/legal-entities/${result.record.registration_number}`}>{t("openAsJson")}</a>
          </p>
          {inline ? (
            <pre className="max-h-[32rem] overflow-auto rounded bg-slate-900 p-3 text-xs whitespace-pre-wrap break-all text-slate-100">
              {result.body}
            </pre>
          ) : (
            <RawDataLoader regcode={result.record.registration_number} sha256={result.sha256} />
          )}
        </div>
      </details>
    </Section>
  );
}
