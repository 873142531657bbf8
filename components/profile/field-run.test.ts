import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { publicAuthorityDetailsSchema } from "@/lib/registry/schemas/details";
import { itemSchema, fieldSchema } from "@/lib/registry/schemas/field-kinds";
import { officerSchema } from "@/lib/registry/schemas/lists";
import { withIntl } from "@/dev/testing/with-intl";
import { profileTestCtx } from "@/dev/testing/profile-test-ctx";
import { fieldRun, runChildren } from "./field-run";

const ctx = profileTestCtx();
const line = (...args: Parameters<typeof fieldRun>) =>
  renderToString(withIntl(createElement(Fragment, null, ...runChildren([fieldRun(...args)]))));

describe("a row's other fields as one line", () => {
  it("leaves out the ids and bookkeeping times of what it holds, and fields with no value", () => {
    const html = line({
      data: {
        id: 7,
        legal_entity_id: 1,
        last_modified_at: "2020-01-01T00:00:00Z",
        note: "Re-elected",
        term_until: null,
        position_details: "",
        countries: [{ id: 9, country: "LV" }],
      },
      schema: officerSchema,
      ctx,
      keep: ["id"],
    });
    expect(html).toBe("Id: 7 · Note: Re-elected · Countries: LV");
  });

  it("runs a list of items of more than one field in parentheses, each without its ids", () => {
    const html = line({
      data: {
        rights: [
          { id: 1, officer_id: 7, type: "JOINTLY", with_at_least: 2 },
          { id: 2, officer_id: 7, type: "SEPARATELY", with_at_least: null },
        ],
      },
      schema: undefined,
      ctx,
    });
    expect(html).toBe(
      'Rights: (Type: <abbr title="JOINTLY">Jointly</abbr> · With at least: 2); (Type: <abbr title="SEPARATELY">Separately</abbr>)',
    );
  });

  it("still says a withheld person is withheld, and a date with a time of day keeps it", () => {
    const branch = itemSchema(fieldSchema(publicAuthorityDetailsSchema, "SchoolBranches"));
    const html = line({
      data: { name: "Branch", GeneralManagerID: 5, general_manager: null, registered_on: "2020-01-01T10:30:00Z" },
      schema: branch,
      ctx,
    });
    expect(html).toContain("General manager: <span");
    expect(html).toMatch(/data-withheld/);
    expect(html).toMatch(/Registered on: <time[^>]*title="2020-01-01T10:30:00Z"[^>]*>2020-01-01<\/time>/);
    expect(html).not.toContain("<!-- -->");
  });
});
