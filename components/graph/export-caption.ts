import { textWidth } from "@/lib/domain/graph/fit-text";
import { formatDate } from "@/lib/platform/format/format-date";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import type { GraphWords } from "./graph-words";

/** What a saved drawing must say about itself to stand alone in a case file. */
export interface CaptionFacts {
  name: string;
  regcode: string;
  /** When the record drawn was received from the registry (ISO). */
  retrievedAt: string;
  /** The view's as-of date (YYYY-MM-DD), or "" for the relationships in force when the record was retrieved. */
  asOf: string;
  /** Without an as-of date: whether former relationships are drawn too. */
  showFormer: boolean;
}

/**
 * The caption of a saved drawing, in the viewer's language: the entity and its number, then when the record
 * was retrieved (the evidence's UTC time) and the date its relationships are drawn as of.
 */
export function exportCaption(f: CaptionFacts, { t, locale }: GraphWords): string[] {
  const retrieved = formatUtcTime(f.retrievedAt);
  const asOf = formatDate(f.asOf || f.retrievedAt, locale);
  const dates = !f.asOf && f.showFormer ? "export.caption.datesWithFormer" : "export.caption.dates";
  return [t("export.caption.entity", { name: f.name, regcode: f.regcode }), t(dates, { retrieved, asOf })];
}

const FONT_SIZE = 13;
const LINE_HEIGHT = 18;
const PADDING = 12;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A standalone SVG file of the drawing (`drawing`, serialized, `width` × `height`) with `lines` written above
 * it on white, widened when a line is longer than the drawing is wide: the PNG is drawn from the same file.
 */
export function captionedSvg(
  drawing: string,
  width: number,
  height: number,
  lines: readonly string[],
): { markup: string; width: number; height: number } {
  const top = PADDING + lines.length * LINE_HEIGHT;
  const widest = Math.max(0, ...lines.map((line, i) => textWidth(line, FONT_SIZE, i === 0)));
  const w = Math.max(width, Math.ceil(widest + 2 * PADDING));
  const h = height + top;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${PADDING}" y="${PADDING + (i + 1) * LINE_HEIGHT - 5}"${i === 0 ? ' font-weight="700"' : ""}>` +
        `${escapeXml(line)}</tspan>`,
    )
    .join("");
  const markup =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ` +
    `font-family="ui-sans-serif, system-ui, sans-serif">` +
    `<title>${escapeXml(lines.join(" · "))}</title>` +
    `<rect width="${w}" height="${h}" fill="#ffffff"/>` +
    `<text font-size="${FONT_SIZE}" fill="#0f172a" data-export-caption="">${text}</text>` +
    drawing.replace(/^<svg\b/, `<svg x="0" y="${top}"`) +
    `</svg>`;
  return { markup, width: w, height: h };
}
