import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { demoRecord } from "@/dev/testing/demo-records";
import { profileTestCtx } from "@/dev/testing/profile-test-ctx";
import { renderComplete } from "@/dev/testing/render-complete";
import { withIntl } from "@/dev/testing/with-intl";
import { profileOverview } from "@/lib/domain/overview/profile-overview";
import type { Locale } from "@/lib/platform/i18n/locales";
import { ProfileOverview } from "./profile-overview";

const NOW = Date.parse("2026-01-01T00:00:00Z");

async function overviewHtml(
  key: "sanctioned" | "insolvent" | "large",
  { locale = "en", paper = false }: { locale?: Locale; paper?: boolean } = {},
) {
  const record = demoRecord(key);
  const ctx = profileTestCtx({ regcode: record.registration_number, locale, now: NOW });
  const element = createElement(ProfileOverview, {
    overview: profileOverview(record, { now: NOW, locale }),
    record,
    ctx,
    paper,
  });
  return (await renderComplete(withIntl(element, locale))).replaceAll("<!-- -->", "");
}

describe("the profile's overview", () => {
  it("flags the sanctioned officer and owner and says who may represent the entity", async () => {
    const html = await overviewHtml("sanctioned");
    expect(html).toContain("Under sanctions");
    expect(html).toContain("Sergejs Demovs");
    expect(html).toContain("Board member · Represents individually");
    expect(html.match(/data-sanctioned-flag="current"/g)).toHaveLength(2);
    for (const anchor of ["#officers", "#members", "#identity", "#address", "#sanctions-entity", "#sanctions-related"])
      expect(html, anchor).toContain(`href="${anchor}"`);
    // No declared beneficial owners: said, not linked to a section the profile does not draw.
    expect(html).toContain("No beneficial owners are declared in the register.");
    expect(html).not.toContain('href="#beneficial-owners"');
  });

  it("words a company in liquidation in Latvian", async () => {
    const html = await overviewHtml("insolvent", { locale: "lv" });
    expect(html).toContain("Likvidācijas procesā");
    expect(html).toContain("bez pārstāvības tiesībām");
    expect(html).toContain('href="#equity-capitals"');
    expect(html).toContain("2800 EUR");
  });

  it("names a few of a large entity's officers and links to the rest", async () => {
    const record = demoRecord("large");
    const { officers } = profileOverview(record, { now: NOW, locale: "en" });
    const html = await overviewHtml("large");
    expect(html).toContain(`${officers.total - officers.shown.length} more in Officers`);
  });

  it("leaves the findings to the report's cover and starts a page after it", async () => {
    const html = await overviewHtml("sanctioned", { paper: true });
    expect(html).not.toContain('id="key-findings"');
    expect(html).not.toContain("Copy registration number");
    expect(html).toContain("break-after-page");
  });
});
