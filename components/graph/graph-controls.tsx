"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { TextInput } from "@/components/ui/text-input";

export interface GraphControlsProps {
  asOf: string;
  onAsOf: (date: string) => void;
  showFormer: boolean;
  onShowFormer: (show: boolean) => void;
  formerCount: number;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

const button = "rounded border border-slate-300 bg-white px-2 py-0.5 hover:bg-slate-100 disabled:opacity-50";

/** As-of date, former-relationship toggle and zoom buttons; none of it is printed. */
export function GraphControls(p: GraphControlsProps) {
  const id = useId();
  const t = useTranslations("graph.controls");
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm print:hidden">
      <label htmlFor={`${id}-asof`} className="inline-flex items-center gap-2">
        {t("asOf")}
        <TextInput id={`${id}-asof`} type="date" value={p.asOf} onChange={(e) => p.onAsOf(e.target.value)} size="sm" />
      </label>
      {p.asOf && (
        <button type="button" className={button} onClick={() => p.onAsOf("")}>
          {t("allDates")}
        </button>
      )}
      <label className="inline-flex items-center gap-1">
        <input
          type="checkbox"
          checked={p.showFormer && !p.asOf}
          disabled={Boolean(p.asOf)}
          onChange={(e) => p.onShowFormer(e.target.checked)}
        />
        {t("showFormer", { count: p.formerCount })}
      </label>
      <span className="inline-flex items-center gap-1" role="group" aria-label={t("zoom")}>
        <button type="button" className={button} onClick={p.onZoomOut} aria-label={t("zoomOut")}>
          −
        </button>
        <span className="w-12 text-center tabular-nums">{Math.round(p.zoom * 100)}%</span>
        <button type="button" className={button} onClick={p.onZoomIn} aria-label={t("zoomIn")}>
          +
        </button>
        <button type="button" className={button} onClick={p.onReset}>
          {t("reset")}
        </button>
      </span>
    </div>
  );
}
