import { z } from "zod";
import { toCsv } from "@/lib/platform/format/to-csv";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { withCodeWords } from "./batch-code-words";
import { BATCH_FLAG_KEYS } from "./batch-flag-keys";
import type { BatchInputReport } from "./batch-input-report";
import type { BatchRisk } from "./batch-risk";

export interface BatchResultRow {
  position: number;
  regcode: string;
  customerId: string | null;
  state: string;
  outcome: string | null;
  error: string | null;
  name: string | null;
  legalForm: string | null;
  status: string | null;
  flags: unknown;
  risk: BatchRisk | null;
  sha256: string | null;
}

/** The flags of a stored row, each true, false or unknown (null) when the row has no record. */
const storedFlags = z.record(z.string(), z.boolean());

export function rowFlags(row: Pick<BatchResultRow, "flags">): Record<string, boolean | null> {
  const parsed = storedFlags.safeParse(row.flags);
  const stored = parsed.success ? parsed.data : {};
  return Object.fromEntries(BATCH_FLAG_KEYS.map((key) => [key, stored[key] ?? null]));
}

/**
 * The results CSV: one row per number as ranked (highest risk first; `#` is its place in the list), the
 * customer reference the list gave, the risk model's level, points, factors and version, the sanctions lists
 * and programmes matched, one column per flag, and the retrieval's SHA-256; then the entries never sent, as
 * given, so the file accounts for the whole list. Headings, yes/no and the legal form, status and risk level in
 * words are in `locale`; outcomes, error codes, the legal form, the status, the level and the factors
 * themselves stay codes, as the API gives them, for whoever filters or joins on them.
 */
export function batchResultsCsv(
  rows: readonly BatchResultRow[],
  locale: Locale,
  neverSent: BatchInputReport["invalid"] = [],
): string {
  const t = translator(locale, "monitoring");
  const levels = translator(locale, "cases.risk.levels");
  const header = [
    "#",
    t("batch.csv.regcode"),
    t("batch.csv.customerId"),
    t("batch.csv.outcome"),
    t("batch.csv.error"),
    t("batch.csv.name"),
    t("batch.csv.legalForm"),
    t("batch.csv.legalFormWords"),
    t("batch.csv.status"),
    t("batch.csv.statusWords"),
    t("batch.csv.riskLevel"),
    t("batch.csv.riskLevelWords"),
    t("batch.csv.riskPoints"),
    t("batch.csv.riskFactors"),
    t("batch.csv.riskModel"),
    t("batch.csv.sanctionsLists"),
    t("batch.csv.sanctionsProgrammes"),
    ...BATCH_FLAG_KEYS.map((key) => t(`batch.flags.${key}`)),
    t("batch.csv.recordHash"),
  ];
  const yesNo = (value: boolean | null) => (value === null ? "" : t(value ? "batch.csv.yes" : "batch.csv.no"));
  return toCsv(header, [
    ...rows.map((row) => {
      const flags = rowFlags(row);
      const words = withCodeWords(row, locale);
      const risk = row.risk;
      const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ""))].join("; ");
      return [
        row.position,
        row.regcode,
        row.customerId ?? "",
        row.outcome ?? row.state,
        row.error ?? "",
        row.name ?? "",
        row.legalForm ?? "",
        words.legalFormWords ?? "",
        row.status ?? "",
        words.statusWords ?? "",
        risk?.level ?? "",
        risk ? levels(risk.level) : "",
        risk?.points ?? "",
        risk?.factors.join("; ") ?? "",
        risk?.modelVersion ?? "",
        distinct(risk?.sanctions.map((m) => m.list) ?? []),
        distinct(risk?.sanctions.map((m) => m.program) ?? []),
        ...BATCH_FLAG_KEYS.map((key) => yesNo(flags[key] ?? null)),
        row.sha256 ?? "",
      ];
    }),
    // The API's code for a number that is not one; the batch page and summary give the line and the reason.
    ...neverSent.map(({ value }) => header.map((_, i) => ["", value, "", "not_sent", "invalid_regcode"][i] ?? "")),
  ]);
}
