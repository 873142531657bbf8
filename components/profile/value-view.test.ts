import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/platform/i18n/locales";
import { withIntl } from "@/dev/testing/with-intl";
import type { ProfileCtx } from "./profile-ctx";
import { ValueView } from "./value-view";

const ctx = (locale: Locale): ProfileCtx => ({
  regcode: "40003001008",
  locale,
  withheldReason: "",
  limit: 5,
  query: new URLSearchParams(),
  now: 0,
});
const render = (value: unknown, locale: Locale) =>
  renderToString(withIntl(createElement(ValueView, { value, schema: undefined, ctx: ctx(locale) }), locale));

describe("a value of a field the spec does not list", () => {
  it("is worded when it is a code the catalogue knows (a beneficial owner's control type)", () => {
    expect(render("OWNERSHIP", "en")).toBe('<abbr title="OWNERSHIP">Ownership</abbr>');
    expect(render("OWNERSHIP", "lv")).toBe('<abbr title="OWNERSHIP">Īpašumtiesības</abbr>');
  });

  it("stays as it came when it is text or an unknown code, shown once", () => {
    expect(render("Amber processing", "en")).toBe("Amber processing");
    expect(render("SOME_NEW_CODE", "en")).toBe("SOME_NEW_CODE");
  });
});
