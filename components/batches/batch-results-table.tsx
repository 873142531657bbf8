"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/shared/app-link";
import { useMemo, useRef, useState } from "react";
import { BATCH_FLAG_KEYS, type BatchFlag } from "@/lib/features/batch/batch-flag-keys";
import type { RiskLevel } from "@/lib/domain/cases/case-types";
import { upstreamExplanation } from "@/lib/platform/errors/upstream-explanation";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { CodeWords } from "@/components/shared/code-words";

export interface ResultRow {
  position: number;
  regcode: string;
  customerId: string | null;
  state: string;
  outcome: string | null;
  error: string | null;
  name: string | null;
  legalForm: string | null;
  /** The legal form in the viewer's words, from the server, as `statusWords`. */
  legalFormWords: string | null;
  status: string | null;
  /** The status in the viewer's words, from the server, which keeps the code catalogue out of the browser. */
  statusWords: string | null;
  flags: Partial<Record<BatchFlag, boolean>> | null;
  /** The risk model's verdict on the record alone (a batch determines no ownership); null without a record. */
  risk: { level: RiskLevel; points: number; factors: string[] } | null;
  sha256: string | null;
}

const FILTERS = ["all", "flagged", "riskHigh", "not_found", "error", ...BATCH_FLAG_KEYS] as const;
const SORTS = ["risk", "position", "name", "flags"] as const;
type Filter = (typeof FILTERS)[number];
type Sort = (typeof SORTS)[number];
const pick = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

const raisedFlags = (row: ResultRow) => BATCH_FLAG_KEYS.filter((key) => row.flags?.[key]);
const LEVEL_RANK: Record<RiskLevel, number> = { low: 1, medium: 2, high: 3 };
/** Highest risk first, by level then points; rows without a record last; then the list's order. */
export const byRisk = (a: ResultRow, b: ResultRow) =>
  (b.risk ? LEVEL_RANK[b.risk.level] : 0) - (a.risk ? LEVEL_RANK[a.risk.level] : 0) ||
  (b.risk?.points ?? -1) - (a.risk?.points ?? -1) ||
  a.position - b.position;
const LEVEL_TONE: Record<RiskLevel, string> = {
  high: "font-semibold text-red-800",
  medium: "font-semibold text-amber-800",
  low: "text-slate-700",
};
/** A row's height before it is measured; rows whose flags wrap are measured taller once drawn. */
const ROW_HEIGHT = 36;

const COLUMNS = ["number", "name", "legalForm", "status", "risk", "outcome", "flags", "evidence"] as const;

/**
 * A batch's results, ranked by the risk model (highest first) unless sorted otherwise, filtered by risk or any
 * flag; only the rows in view are drawn, so 10,000 scroll smoothly.
 */
export function BatchResultsTable({ rows }: { rows: readonly ResultRow[] }) {
  const t = useTranslations("monitoring.batch");
  const tr = useTranslations("cases.risk");
  // A factor of a newer model than these words know is shown by its key.
  const factorName = (key: string) => {
    const message = `factors.${key}` as Parameters<typeof tr>[0];
    return tr.has(message) ? tr(message) : key;
  };
  const te = useTranslations("errors.upstream");
  const outcomeWords = (row: ResultRow): string => {
    if (row.outcome === "found") return t("results.found");
    if (row.outcome === "not_found") return t("results.notFound");
    if (row.outcome === "error")
      return t("results.error", {
        reason: row.error === null ? t("results.unknownError") : te(`${upstreamExplanation(row.error)}.title`),
      });
    return row.state === "cancelled" ? t("results.cancelled") : t("results.waiting");
  };
  const [filter, setFilter] = useState<Filter>("all");
  const [sort, setSort] = useState<Sort>("risk");
  const shown = useMemo(() => {
    const kept = rows.filter((row) => {
      if (filter === "all") return true;
      if (filter === "flagged") return row.risk?.level === "medium" || row.risk?.level === "high";
      if (filter === "riskHigh") return row.risk?.level === "high";
      if (filter === "not_found" || filter === "error") return row.outcome === filter;
      return row.flags?.[filter] === true;
    });
    if (sort === "name") return [...kept].sort((a, b) => (a.name ?? "~").localeCompare(b.name ?? "~"));
    if (sort === "flags")
      return [...kept].sort((a, b) => raisedFlags(b).length - raisedFlags(a).length || a.position - b.position);
    if (sort === "position") return [...kept].sort((a, b) => a.position - b.position);
    return [...kept].sort(byRisk);
  }, [rows, filter, sort]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing here memoizes the virtualizer's functions
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const items = virtual.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <label>
          {t("results.show")}{" "}
          <select
            value={filter}
            onChange={(e) => setFilter(pick(FILTERS, e.target.value, "all"))}
            className="rounded border px-1"
          >
            <option value="all">{t("results.allRows")}</option>
            <option value="flagged">{t("results.flagged")}</option>
            <option value="riskHigh">{t("results.riskHigh")}</option>
            {BATCH_FLAG_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`flags.${key}`)}
              </option>
            ))}
            <option value="not_found">{t("results.notFound")}</option>
            <option value="error">{t("results.errors")}</option>
          </select>
        </label>
        <label>
          {t("results.sortBy")}{" "}
          <select
            value={sort}
            onChange={(e) => setSort(pick(SORTS, e.target.value, "risk"))}
            className="rounded border px-1"
          >
            <option value="risk">{t("results.byRisk")}</option>
            <option value="position">{t("results.byPosition")}</option>
            <option value="name">{t("results.byName")}</option>
            <option value="flags">{t("results.byFlags")}</option>
          </select>
        </label>
        <span role="status">{t("results.shown", { shown: shown.length, total: rows.length })}</span>
      </div>
      <p className="text-sm text-slate-600">{t("results.ownershipNotAssessed")}</p>
      <div ref={scroller} className="max-h-[36rem] overflow-auto rounded border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("results.caption")}</caption>
          <thead className="sticky top-0 bg-white">
            <tr>
              <th scope="col" className="border-b px-2 py-1">
                #
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="border-b px-2 py-1">
                  {t(`results.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
            {items.map((item) => {
              const row = shown[item.index];
              if (!row) return null;
              return (
                <tr
                  key={row.regcode}
                  data-regcode={row.regcode}
                  data-index={item.index}
                  ref={virtual.measureElement}
                  style={{ minHeight: ROW_HEIGHT }}
                  className="border-b border-slate-100"
                >
                  <td className="px-2">{row.position}</td>
                  <td className="px-2 font-mono">
                    <AppLink href={pagePaths.entity(row.regcode)}>{row.regcode}</AppLink>
                  </td>
                  <td className="px-2">{row.name ?? ""}</td>
                  <td className="px-2">
                    {row.legalForm !== null && (
                      <CodeWords code={row.legalForm} words={row.legalFormWords ?? row.legalForm} />
                    )}
                  </td>
                  <td className="px-2">
                    {row.status !== null && <CodeWords code={row.status} words={row.statusWords ?? row.status} />}
                  </td>
                  <td className="px-2">
                    {row.risk && (
                      <span className={LEVEL_TONE[row.risk.level]} title={row.risk.factors.map(factorName).join("; ")}>
                        {t("results.riskCell", {
                          level: tr(`levels.${row.risk.level}`),
                          points: tr("points", { points: row.risk.points }),
                        })}
                      </span>
                    )}
                  </td>
                  <td className="px-2">{outcomeWords(row)}</td>
                  <td className="px-2">
                    {raisedFlags(row)
                      .map((key) => t(`flags.${key}`))
                      .join("; ")}
                  </td>
                  <td className="px-2">
                    {row.sha256 && (
                      <AppLink href={pagePaths.entity(row.regcode, row.sha256)}>{t("results.storedCopy")}</AppLink>
                    )}
                  </td>
                </tr>
              );
            })}
            {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
          </tbody>
        </table>
      </div>
    </div>
  );
}
