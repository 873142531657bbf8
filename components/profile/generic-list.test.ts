import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { demoRecord } from "@/dev/testing/demo-records";
import { withIntl } from "@/dev/testing/with-intl";
import { GenericList } from "./generic-list";
import { profileTestCtx } from "@/dev/testing/profile-test-ctx";

const ctx = profileTestCtx();

const procurations = (rows: ReadonlyArray<Record<string, unknown>>) =>
  renderToString(
    withIntl(
      createElement(GenericList, {
        listId: "procurations",
        caption: "Procurations",
        rows,
        schema: legalEntitySchema.shape.Procurations.element,
        ctx,
        empty: "None",
      }),
    ),
  ).replaceAll("<!-- -->", "");

describe("a list whose item fields the spec does not show", () => {
  const html = procurations(demoRecord("amber").Procurations);

  it("shows the conventional dates as dates and the type in words, the date machine-readable", () => {
    expect(html).toContain("Commercial procuration");
    expect(html).not.toMatch(/>2019-01-15T00:00:00Z</);
    // Shown whole (as printed), a midnight date is the whole value: the time element's words are its date.
    expect(html).toContain("<time>2019-01-15</time>");
  });

  it("keeps a procuration granted until a date still ahead among the current, the ended one under Former", () => {
    const current = html.slice(0, html.indexOf("Former ("));
    expect(current).toContain("<time>2027-01-14</time>");
    expect(current).not.toContain(">2018-12-31<");
    expect(html).toContain("Former (1)");
  });

  it("writes a Latvian date's day for a machine in its dateTime", () => {
    const lv = renderToString(
      withIntl(
        createElement(GenericList, {
          listId: "procurations",
          caption: "Prokūras",
          rows: demoRecord("amber").Procurations,
          schema: legalEntitySchema.shape.Procurations.element,
          ctx: { ...ctx, locale: "lv" },
          empty: "Nav",
        }),
        "lv",
      ),
    );
    expect(lv).toContain('<time dateTime="2019-01-15">15.01.2019</time>');
  });

  it("shows a value that is not a date as it came", () => {
    const odd = procurations([{ id: 1, date_from: "soon", type: { nested: true } }]);
    expect(odd).toContain("soon");
  });
});
