import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/platform/i18n/locales";
import { keyFindings } from "@/lib/domain/profile/key-findings";
import { demoRecord } from "@/dev/testing/demo-records";
import { withIntl } from "@/dev/testing/with-intl";
import { KeyFindingsList } from "./key-findings-list";
import { StatusBadge } from "./status-badge";

const NOW = Date.parse("2026-01-01T00:00:00Z");
const render = (element: React.ReactElement, locale: Locale = "en") =>
  renderToString(withIntl(element, locale)).replaceAll("<!-- -->", "");
const findings = (key: Parameters<typeof demoRecord>[0], locale: Locale = "en") =>
  render(createElement(KeyFindingsList, { findings: keyFindings(demoRecord(key), NOW), locale }), locale);

describe("key findings", () => {
  it("name who is sanctioned, on which list and since when, then count the rest", () => {
    const html = findings("sanctioned");
    expect(html).toContain("<li>EU · Russia territorial integrity, since 2022-04-08</li>");
    expect(html).toContain("<li>UN · DEMO-1718, since 2019-02-01 (ended)</li>");
    expect(html).toContain("<li>Sergejs Demovs: EU · Russia territorial integrity, since 2022-03-15</li>");
    expect(html).toContain("<li>OOO Vostok Demo Trade: OFAC · RUSSIA-EO14024, since 2022-06-28</li>");
    expect(html).toContain("<li>and 2 more</li>");
  });

  it("say so in Latvian, with Latvian dates", () => {
    const html = findings("sanctioned", "lv");
    expect(html).toContain("Sergejs Demovs: EU · ");
    expect(html).toContain("kopš 15.03.2022</li>");
    expect(html).toContain("<li>un vēl 2</li>");
  });

  it("give a clean record a positive line in both languages", () => {
    expect(findings("sparse")).toContain("No sanctions, no insolvency, active");
    expect(findings("sparse", "lv")).toContain("Nav sankciju, nav maksātnespējas, darbojas");
    expect(findings("sanctioned")).not.toContain("No sanctions, no insolvency");
  });
});

describe("status badge", () => {
  const badge = (key: Parameters<typeof demoRecord>[0], locale: Locale = "en") =>
    render(createElement(StatusBadge, { record: demoRecord(key), now: NOW, locale }), locale);

  it("is red 'Under sanctions' for a registered entity under an asset freeze, the register status beside it", () => {
    const html = badge("sanctioned");
    expect(html).toMatch(/bg-red-100[^>]*>Under sanctions</);
    expect(html).toContain("Register status: Registered");
    expect(badge("sanctioned", "lv")).toContain("Reģistra statuss: Reģistrēts");
  });

  it("is red for a suspended entity and green for a clean one, which says its status once", () => {
    expect(badge("suspended")).toMatch(/bg-red-100[^>]*>Activity suspended</);
    const clean = badge("sparse");
    expect(clean).toMatch(/bg-green-100[^>]*>Registered</);
    expect(clean).not.toContain("Register status");
  });
});
