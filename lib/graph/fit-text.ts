/*
 * Advance widths in ems, by kind of character, of the widest common sans-serif (DejaVu Sans, the font
 * Debian's Chromium prints with), bold and regular. A drawing is laid out on the server, where no font
 * can be measured: estimating with the widest face keeps a name inside its box in narrower ones too.
 */
const WIDTHS = {
  regular: { wide: 0.95, upper: 0.7, lower: 0.62, narrow: 0.34, space: 0.32 },
  bold: { wide: 1.05, upper: 0.78, lower: 0.7, narrow: 0.42, space: 0.35 },
} as const;

const WIDE = /[mwMWœŒæÆ@%]/;
const NARROW = /[ijlftrI.,:;'"|!()[\]ı\u0129\u012b\u012f]/;

function charWidth(char: string, widths: (typeof WIDTHS)[keyof typeof WIDTHS]): number {
  if (char === " ") return widths.space;
  if (WIDE.test(char)) return widths.wide;
  // Latvian long vowels and softened consonants keep their base letter's width.
  const base = char.normalize("NFD")[0] ?? char;
  if (NARROW.test(base)) return widths.narrow;
  return base !== base.toLowerCase() ? widths.upper : widths.lower;
}

/** The estimated width of `text` in pixels at `fontSize`. */
export function textWidth(text: string, fontSize: number, bold: boolean): number {
  const widths = WIDTHS[bold ? "bold" : "regular"];
  let ems = 0;
  for (const char of text) ems += charWidth(char, widths);
  return ems * fontSize;
}

/** `text`, cut with an ellipsis where it would run wider than `maxWidth` pixels. */
export function fitText(text: string, maxWidth: number, fontSize: number, bold: boolean): string {
  if (textWidth(text, fontSize, bold) <= maxWidth) return text;
  const widths = WIDTHS[bold ? "bold" : "regular"];
  const room = maxWidth / fontSize - charWidth("…", widths);
  const chars = [...text];
  let ems = 0;
  let end = 0;
  for (; end < chars.length; end++) {
    ems += charWidth(chars[end], widths);
    if (ems > room) break;
  }
  return `${chars.slice(0, end).join("").trimEnd()}…`;
}
