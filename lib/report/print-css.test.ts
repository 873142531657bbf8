import { describe, expect, it } from "vitest";
import { cssString, paperOf, reportPrintCss } from "./print-css";

describe("report print CSS", () => {
  it("prints on A4 unless Letter is asked for", () => {
    expect(paperOf(undefined)).toBe("A4");
    expect(paperOf("LETTER")).toBe("Letter");
    expect(paperOf(["letter", "a4"])).toBe("Letter");
    expect(paperOf("legal")).toBe("A4");
  });

  it("keeps a hostile entity name inside its CSS string and inside the style element", () => {
    const literal = cssString('SIA "Demo" \\ </style><script>x</script>\nnext');
    expect(literal).not.toMatch(/<|>|\n/);
    expect(literal.slice(1, -1)).not.toMatch(/(^|[^\\])"/);
    expect(literal).toContain("\\22 Demo\\22 ");
  });

  it("states the paper, the running header and the page counter", () => {
    const css = reportPrintCss({
      paper: "Letter",
      header: "SIA Demo · 40003520003",
      retrieval: "Retrieved 2026-11-22T10:00:00Z",
      footer: "SHA-256 abc",
    });
    expect(css).toContain("size: Letter;");
    expect(css).toContain('@top-left { content: "SIA Demo · 40003520003"');
    expect(css).toContain('"Page " counter(page) " of " counter(pages)');
  });
});
