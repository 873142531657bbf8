import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sanctionedParties } from "@/lib/domain/ownership/sanctioned-parties";
import type { Locale } from "@/lib/platform/i18n/locales";
import { demoRecord } from "@/dev/testing/demo-records";
import { withIntl } from "@/dev/testing/with-intl";
import type { ProfileCtx } from "./profile-ctx";
import { MembersSection } from "./sections/members-section";
import { OfficersSection } from "./sections/officers-section";

const NOW = Date.parse("2026-01-01T00:00:00Z");
const record = demoRecord("sanctioned");
const ctx = (locale: Locale): ProfileCtx => ({
  regcode: record.registration_number,
  locale,
  withheldReason: "",
  limit: 100,
  query: new URLSearchParams(),
  now: NOW,
  sanctioned: sanctionedParties(record, NOW),
});
const html = (element: React.ReactElement, locale: Locale) =>
  renderToString(withIntl(element, locale)).replaceAll("<!-- -->", "");
/** The table rows that carry a flag, by the party named in them. */
const flagged = (markup: string) =>
  markup
    .split("<tr")
    .filter((row) => row.includes("data-sanctioned-flag"))
    .map((row) => /font-medium">([^<]+)</.exec(row)?.[1]);

describe("a party the record's sanctions name", () => {
  it("is flagged in the officers' table, linking to the sanctions", () => {
    const markup = html(createElement(OfficersSection, { officers: record.Officers, ctx: ctx("en") }), "en");
    expect(flagged(markup)).toEqual(["Sergejs Demovs"]);
    expect(markup).toMatch(/<a href="#sanctions-related"[^>]*data-sanctioned-flag="current"/);
    expect(markup).toContain("<span>Sanctioned</span>");
  });

  it("is flagged in the members' table, in Latvian too, by its foreign number", () => {
    const markup = html(createElement(MembersSection, { members: record.Members, ctx: ctx("lv") }), "lv");
    expect(flagged(markup)).toEqual(["OOO Vostok Demo Trade"]);
    expect(markup).toContain("<span>Sankcijas</span>");
  });
});
