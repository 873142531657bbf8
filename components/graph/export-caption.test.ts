import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { captionedSvg, exportCaption, type CaptionFacts } from "./export-caption";

const words = (locale: Locale) => ({ t: translator(locale, "graph"), locale });
const facts: CaptionFacts = {
  name: 'SIA "Dzintars & Co"',
  regcode: "40003000001",
  retrievedAt: "2026-11-29T08:15:42.120Z",
  asOf: "",
  showFormer: false,
};

describe("exportCaption", () => {
  it("names the entity, its number, when the record was retrieved and the date drawn as of", () => {
    expect(exportCaption(facts, words("en"))).toEqual([
      'SIA "Dzintars & Co", registration number 40003000001',
      "Record retrieved 2026-11-29 08:15:42 UTC · relationships as of 2026-11-29",
    ]);
  });

  it("gives the view's own as-of date when one is chosen, in Latvian in the Latvian interface", () => {
    expect(exportCaption({ ...facts, asOf: "2019-03-01", showFormer: true }, words("lv"))).toEqual([
      'SIA "Dzintars & Co", reģistrācijas numurs 40003000001',
      "Ieraksts saņemts 2026-11-29 08:15:42 UTC · saiknes uz 01.03.2019",
    ]);
  });

  it("says when former relationships are drawn too", () => {
    expect(exportCaption({ ...facts, showFormer: true }, words("en"))[1]).toBe(
      "Record retrieved 2026-11-29 08:15:42 UTC · relationships as of 2026-11-29, former ones included",
    );
  });
});

describe("captionedSvg", () => {
  const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"></svg>';

  it("writes the caption above the drawing, escaped, and makes room for it", () => {
    const lines = exportCaption(facts, words("en"));
    const file = captionedSvg(drawing, 600, 400, lines);
    expect(file.width).toBe(600);
    expect(file.height).toBeGreaterThan(400);
    expect(file.markup.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(file.markup).toContain("SIA &quot;Dzintars &amp; Co&quot;, registration number 40003000001</tspan>");
    expect(file.markup).toContain(`width="600" height="${file.height}" viewBox="0 0 600 ${file.height}"`);
    // The drawing itself is placed below the caption, unchanged.
    expect(file.markup).toContain(`<svg x="0" y="${file.height - 400}" xmlns="http://www.w3.org/2000/svg" width="600"`);
  });

  it("widens a narrow drawing's file rather than cut the entity's name", () => {
    const file = captionedSvg(drawing.replace(/600/g, "200"), 200, 400, [`${"Long name ".repeat(8)}`, "x"]);
    expect(file.width).toBeGreaterThan(200);
    expect(file.markup).toContain(`viewBox="0 0 ${file.width} ${file.height}"`);
  });
});
