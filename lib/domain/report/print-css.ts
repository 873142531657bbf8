import type { QueryReader } from "@/lib/platform/http/page-query";

export type Paper = "A4" | "Letter";

/** `?paper=letter` selects US Letter; anything else prints on A4. */
export function paperOf(query: QueryReader): Paper {
  return query.get("paper")?.toLowerCase() === "letter" ? "Letter" : "A4";
}

// Letters, marks, digits, punctuation, symbols and the plain space pass; of those, quotes, the
// backslash and angle brackets still get escaped, since they could end the string or the <style> element.
const SAFE_TEXT = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
const CSS_SYNTAX = /^["'\\<>]$/;

/**
 * Text as a CSS string literal. The text comes from the registry (the entity's name), so every
 * character that is not plain printable text (controls such as form feed, line and paragraph
 * separators, format characters, unassigned code points) becomes a CSS hex escape: an allow-list,
 * so no character can end the string or the style element. NUL and lone surrogates, which CSS
 * cannot carry, become U+FFFD as a CSS parser would make them.
 */
export function cssString(text: string): string {
  let escaped = "";
  for (const char of text) {
    if (SAFE_TEXT.test(char) && !CSS_SYNTAX.test(char)) escaped += char;
    else {
      const code = char.codePointAt(0)!;
      const printable = code === 0 || (code >= 0xd800 && code <= 0xdfff) ? 0xfffd : code;
      escaped += `\\${printable.toString(16)} `;
    }
  }
  return `"${escaped}"`;
}

/** The page's margins in millimetres; the page counter sits in the bottom one, against the right one. */
export const PAGE_MARGINS_MM = { top: 18, right: 14, bottom: 16, left: 14 } as const;

/** The page counter's type: the joiner of a report printed in parts stamps it in the same place. */
export const PAGE_COUNTER_STYLE = { sizePt: 8, color: "#334155" } as const;

export interface PrintCssInput {
  paper: Paper;
  /** Top left of every page: who the report is about. */
  header: string;
  /** Top right: when the record was retrieved. */
  retrieval: string;
  /** Bottom left, beside the page counter: the record's hash. */
  footer: string;
  /** The page counter's words in the report's language: "Page" 1 "of" 9. */
  pages: { page: string; of: string };
  /** The cover states why persons are withheld (the same reason for every one in an answer). */
  withheldOnCover?: boolean;
}

/**
 * The report's own print rules, over the app's (tables fitted to the paper, headers repeated, rows never cut):
 * page size and margins, a running header with the entity's name and number, "Page X of Y" (in the report's
 * language) in CSS page-margin boxes (which Chromium prints), no screen chrome, every folded detail unfolded
 * on screen too, and link targets written out.
 */
export function reportPrintCss({ paper, header, retrieval, footer, pages, withheldOnCover }: PrintCssInput): string {
  const counter = `${cssString(`${pages.page} `)} counter(page) ${cssString(` ${pages.of} `)} counter(pages)`;
  const { top, right, bottom, left } = PAGE_MARGINS_MM;
  return `
@page {
  size: ${paper};
  margin: ${top}mm ${right}mm ${bottom}mm ${left}mm;
  @top-left { content: ${cssString(header)}; font: 8pt ui-sans-serif, "DejaVu Sans", sans-serif; color: #334155; }
  @top-right { content: ${cssString(retrieval)}; font: 8pt ui-sans-serif, "DejaVu Sans", sans-serif; color: #334155; }
  @bottom-left { content: ${cssString(footer)}; width: 75%; font: 6.5pt ui-monospace, "DejaVu Sans Mono", monospace; color: #475569; }
  @bottom-right { content: ${counter}; width: 25%; white-space: nowrap; font: ${PAGE_COUNTER_STYLE.sizePt}pt ui-sans-serif, "DejaVu Sans", sans-serif; color: ${PAGE_COUNTER_STYLE.color}; }
}
details::details-content { content-visibility: visible; display: block; }
/* A long value without spaces breaks where it must instead of widening its table past the paper. */
main { overflow-wrap: anywhere; }
@media print {
  html { font-size: 9pt; }
  body { background: #fff; }
  body > header, a[href="#main"], .sr-only, nav, button, [data-screen-only] { display: none !important; }
  main { max-width: none !important; padding: 0 !important; }
  details > summary { list-style: none; cursor: default; font-weight: 600; }
  details > summary::-webkit-details-marker { display: none; }
  /* Tables fit the paper by the app's print rules (app/globals.css). When the cover states why persons are
     withheld, rows do not repeat it, and a withheld person's cell needs less room: this rule is as specific as
     the app's 38 mm one and wins by coming later, this style element following the app's stylesheet link. */
${withheldOnCover ? "  [data-withheld] > :last-child, [data-withheld-reason] { display: none; }\n  td:has([data-withheld]) { min-width: 20mm; }\n" : ""}
  a[href^="http"]:not([data-href-shown])::after { content: " (" attr(href) ")"; word-break: break-all; }
  [data-report-cover] { break-after: page; }
}
`;
}
