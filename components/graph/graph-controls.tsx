"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";

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

/** As-of date, former-relationship toggle and zoom buttons; none of it is printed. */
export function GraphControls(p: GraphControlsProps) {
  const id = useId();
  const t = useTranslations("graph.controls");
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm print:hidden">
      <label htmlFor={`${id}-asof`} className="inline-flex items-center gap-2">
        {t("asOf")}
        <DateInput id={`${id}-asof`} value={p.asOf} onDateChange={p.onAsOf} size="sm" />
      </label>
      {p.asOf && (
        <Button type="button" size="sm" onClick={() => p.onAsOf("")}>
          {t("allDates")}
        </Button>
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
        <Button type="button" size="sm" onClick={p.onZoomOut} aria-label={t("zoomOut")}>
          −
        </Button>
        <span className="w-12 text-center tabular-nums">{Math.round(p.zoom * 100)}%</span>
        <Button type="button" size="sm" onClick={p.onZoomIn} aria-label={t("zoomIn")}>
          +
        </Button>
        <Button type="button" size="sm" onClick={p.onReset}>
          {t("reset")}
        </Button>
      </span>
    </div>
  );
}
