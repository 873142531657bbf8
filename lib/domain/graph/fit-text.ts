/*
 * Advance widths in thousandths of an em of DejaVu Sans (the font Debian's Chromium draws and prints with,
 * wider than most), per Latin letter and digit, upright or bold; any other character at the widest of its
 * kind. A drawing is laid out on the server, where no font can be measured: estimating at DejaVu's widths
 * keeps a name inside its box in narrower faces too.
 */
const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
// In LETTERS' order: a–z, A–Z, then the digits, all of one width.
const REGULAR =
  "613 635 550 635 615 352 635 634 278 278 579 278 974 634 612 635 635 411 521 392 634 592 818 592 592 525 " +
  "684 686 698 770 632 575 775 752 295 295 656 563 863 748 787 603 787 695 635 611 732 684 989 685 611 685";
const BOLD =
  "675 716 593 716 678 435 716 712 343 343 665 343 1042 712 687 716 716 493 595 478 712 652 924 645 652 582 " +
  "774 762 732 830 683 683 821 836 371 371 776 638 996 836 850 734 850 770 720 685 813 774 1078 771 724 725";
const letterWidths = (widths: string, digit: number) => [
  ...widths.split(" ").map(Number),
  ...Array<number>(10).fill(digit),
];
const METRICS = {
  regular: {
    letters: letterWidths(REGULAR, 636),
    other: { full: 1000, upper: 1000, lower: 700, narrow: 460, space: 318, ellipsis: 1000 },
  },
  bold: {
    letters: letterWidths(BOLD, 696),
    other: { full: 1050, upper: 1080, lower: 760, narrow: 520, space: 348, ellipsis: 1000 },
  },
};
type Metrics = (typeof METRICS)[keyof typeof METRICS];

// East Asian scripts and emoji take a full em or more.
const FULL =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const NARROW = /[.,:;'"|!()[\]ı/\-]/;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** One grapheme's width in ems: a letter with its accents (Latvian ā, š, ķ…) as wide as its base letter. */
function graphemeWidth(grapheme: string, metrics: Metrics): number {
  const { other } = metrics;
  if (grapheme === " ") return other.space / 1000;
  if (grapheme === "…") return other.ellipsis / 1000;
  if (FULL.test(grapheme)) return other.full / 1000;
  const base = grapheme.normalize("NFD")[0] ?? grapheme;
  const letter = LETTERS.indexOf(base);
  if (letter >= 0) return metrics.letters[letter] / 1000;
  if (NARROW.test(base)) return other.narrow / 1000;
  return (base !== base.toLowerCase() ? other.upper : other.lower) / 1000;
}

const split = (text: string) => Array.from(graphemes.segment(text), (part) => part.segment);
const metricsOf = (bold: boolean) => METRICS[bold ? "bold" : "regular"];

/** The estimated width of `text` in pixels at `fontSize`. */
export function textWidth(text: string, fontSize: number, bold: boolean): number {
  const metrics = metricsOf(bold);
  return split(text).reduce((ems, grapheme) => ems + graphemeWidth(grapheme, metrics), 0) * fontSize;
}

/**
 * `text`, cut between graphemes with an ellipsis where it would run wider than `maxWidth` pixels; at least one
 * grapheme is kept, so a cut name still says how it starts.
 */
export function fitText(text: string, maxWidth: number, fontSize: number, bold: boolean): string {
  if (textWidth(text, fontSize, bold) <= maxWidth) return text;
  const metrics = metricsOf(bold);
  const room = maxWidth / fontSize - metrics.other.ellipsis / 1000;
  const parts = split(text);
  let ems = graphemeWidth(parts[0], metrics);
  let end = 1;
  for (; end < parts.length; end++) {
    ems += graphemeWidth(parts[end], metrics);
    if (ems > room) break;
  }
  return `${parts.slice(0, end).join("").trimEnd()}…`;
}
