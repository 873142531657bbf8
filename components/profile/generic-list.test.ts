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

  it("shows the conventional dates as dates and the type in words, the exact value kept", () => {
    expect(html).toContain("Commercial procuration");
    expect(html).not.toMatch(/>2019-01-15T00:00:00Z</);
    expect(html).toMatch(/<time[^>]*dateTime="2019-01-15T00:00:00Z"/i);
  });

  it("keeps a procuration granted until a date still ahead among the current, the ended one under Former", () => {
    const current = html.slice(0, html.indexOf("Former ("));
    expect(current).toContain('dateTime="2027-01-14T00:00:00Z"');
    expect(current).not.toContain('dateTime="2018-12-31T00:00:00Z"');
    expect(html).toContain("Former (1)");
  });

  it("shows a value that is not a date as it came", () => {
    const odd = procurations([{ id: 1, date_from: "soon", type: { nested: true } }]);
    expect(odd).toContain("soon");
  });
});
