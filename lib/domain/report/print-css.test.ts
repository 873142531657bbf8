import { describe, expect, it } from "vitest";
import { cssString, paperOf, reportPrintCss } from "./print-css";

describe("report print CSS", () => {
  it("prints on A4 unless Letter is asked for", () => {
    const paper = (query: string) => paperOf(new URLSearchParams(query));
    expect(paper("")).toBe("A4");
    expect(paper("paper=LETTER")).toBe("Letter");
    expect(paper("paper=letter&paper=a4")).toBe("Letter");
    expect(paper("paper=legal")).toBe("A4");
  });

  it("keeps a hostile entity name inside its CSS string and inside the style element", () => {
    const literal = cssString('SIA "Demo" \\ </style><script>x</script>\nnext');
    expect(literal).not.toMatch(/<|>|\n/);
    expect(literal.slice(1, -1)).not.toMatch(/(^|[^\\])"/);
    expect(literal).toContain("\\22 Demo\\22 ");
  });

  const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
  const hostile = [
    ...C0.map((c) => `SIA A${c}B`),
    'SIA "Demo"',
    "SIA 'Demo'",
    "Back\\slash\\",
    "</style><style>#sanctions{display:none}</style>",
    'x\f"; } #sanctions, [data-key-findings] { display: none } x { content: "',
    "Line\u2028Para\u2029Del\u007fNbsp\u00a0Bidi\u202eZwj\u200d",
    "Astral \u{1F600} \u{1D11E} \u{20BB7}",
    "Zero\u0000Lone\ud800surrogate",
  ];

  it.each(hostile.map((text) => [JSON.stringify(text), text]))(
    "writes %s as plain printable text and hex escapes only, and reads back the same text",
    (_label, text) => {
      const literal = cssString(text);
      const body = literal.slice(1, -1);
      // Nothing but letters, marks, digits, punctuation, symbols, spaces and hex escapes; no quote, no "<".
      expect(body).toMatch(/^(?:[\p{L}\p{M}\p{N}\p{P}\p{S} ]|\\[0-9a-f]{1,6} )*$/u);
      expect(body).not.toMatch(/["'<>]/);
      expect(readCssString(literal)).toBe(text.replace(/\0|[\ud800-\udfff](?![\udc00-\udfff])/gu, "\ufffd"));
    },
  );

  it("escapes a form feed, which ends a CSS string just as a line feed does", () => {
    expect(cssString("A\fB")).toBe('"A\\c B"');
  });

  it("keeps readable names readable", () => {
    expect(cssString("Rīgas Ūdens · 40003520003 (SIA) – 50%")).toBe('"Rīgas Ūdens · 40003520003 (SIA) – 50%"');
    expect(cssString("Astral \u{1F600}")).toBe('"Astral \u{1F600}"');
  });

  it("states the paper, the running header and the page counter", () => {
    const css = reportPrintCss({
      paper: "Letter",
      header: "SIA Demo · 40003520003",
      retrieval: "Retrieved 2026-11-22T10:00:00Z",
      footer: "SHA-256 abc",
      pages: { page: "Page", of: "of" },
    });
    expect(css).toContain("size: Letter;");
    expect(css).toContain('@top-left { content: "SIA Demo · 40003520003"');
    expect(css).toContain('"Page " counter(page) " of " counter(pages)');
  });

  it("counts the pages in the report's language", () => {
    const css = reportPrintCss({
      paper: "A4",
      header: "SIA Demo · 40003520003",
      retrieval: "Iegūts 2026-11-22T10:00:00Z",
      footer: "SHA-256 abc",
      pages: { page: "Lappuse", of: "no" },
    });
    expect(css).toContain('"Lappuse " counter(page) " no " counter(pages)');
    expect(css).toContain('@top-right { content: "Iegūts 2026-11-22T10:00:00Z"');
  });

  it("leaves a withheld person's reason off the rows on paper only when the cover states it", () => {
    const input = {
      paper: "A4",
      header: "SIA Demo · 40003520003",
      retrieval: "Retrieved 2026-11-22T10:00:00Z",
      footer: "SHA-256 abc",
      pages: { page: "Page", of: "of" },
    } as const;
    const hidden = "[data-withheld] > :last-child, [data-withheld-reason] { display: none; }";
    expect(reportPrintCss({ ...input, withheldOnCover: true })).toContain(hidden);
    expect(reportPrintCss(input)).not.toContain(hidden);
  });
});

/** The CSS syntax spec's reading of a double-quoted string made of plain text and hex escapes. */
function readCssString(literal: string): string {
  expect(literal).toMatch(/^".*"$/su);
  return literal.slice(1, -1).replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex: string) => {
    const code = parseInt(hex, 16);
    return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? "\ufffd" : String.fromCodePoint(code);
  });
}
