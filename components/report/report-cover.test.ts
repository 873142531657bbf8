import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import type { Locale } from "@/lib/platform/i18n/locales";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { withIntl } from "@/dev/testing/with-intl";
import { ReportCover } from "./report-cover";

const SHA256 = "ab".repeat(32);
const RETRIEVED = "2026-11-22T10:00:00.000Z";
const URL_ = `https://registry.example/service/api/v1/legal-entities/${demoRegcodes.amber}`;

const render = (locale: Locale) => {
  const record = legalEntitySchema.parse(findDemoRecord(demoRegcodes.amber));
  const cover = createElement(ReportCover, {
    result: { record, sha256: SHA256, retrievedAt: RETRIEVED, url: URL_, path: "", body: "", drift: [] },
    credentialName: null,
    appVersion: "1.2.3",
    findings: [],
    demo: true,
    locale,
  });
  // React separates adjacent text parts with comments; readers see the text joined.
  return renderToString(withIntl(cover, locale)).replaceAll("<!-- -->", "");
};

/** The texts of the cover's language-neutral evidence, in page order. */
const evidence = (html: string) => [...html.matchAll(/<dd[^>]*data-evidence=""[^>]*>(.*?)<\/dd>/g)].map((m) => m[1]);

describe("the report's cover", () => {
  it("states the report's language and words the facts in it", () => {
    const english = render("en");
    expect(english).toContain("Language: English");
    expect(english).toContain("<dt>SHA-256 of the record received</dt>");
    expect(english).toContain("Unknown: the registry did not identify the credential");
    expect(english).toContain("Demo registry: invented data: this report was made from the app&#x27;s built-in demo");
    const latvian = render("lv");
    expect(latvian).toContain("Valoda: latviešu");
    expect(latvian).toContain("<dt>Reģistrācijas numurs</dt>");
    expect(latvian).toContain("Izpētes pārskats");
    expect(latvian).not.toContain("Registration number");
  });

  it("words a status and legal form once, the code on hover, and writes the time without milliseconds", () => {
    for (const html of [render("en"), render("lv")]) {
      expect(html).not.toContain("(REGISTERED)");
      expect(html).not.toContain(">2026-11-22T10:00:00.000Z<");
    }
    expect(render("en")).toContain('<abbr title="REGISTERED">Registered</abbr>');
    expect(render("lv")).toContain('<abbr title="REGISTERED">Reģistrēts</abbr>');
  });

  it("keeps the evidence the same, character for character, in every language", () => {
    const english = evidence(render("en"));
    expect(english.join("\n")).toContain(SHA256);
    expect(english.join("\n")).toContain(`<time dateTime="${RETRIEVED}">2026-11-22 10:00:00 UTC</time>`);
    expect(english.join("\n")).toContain(URL_);
    expect(evidence(render("lv"))).toEqual(english);
  });
});
