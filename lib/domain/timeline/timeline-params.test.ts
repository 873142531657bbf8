import { describe, expect, it } from "vitest";
import { filterFromParams, filterToParams } from "./timeline-params";

const reader = (query: string) => new URLSearchParams(query);

describe("timeline parameters", () => {
  it("reads a shared profile link's history filter and writes it back the same way", () => {
    const query = "history_category=officers&history_category=members&history_from=2010-01-01&all=officers";
    const filter = filterFromParams(reader(query), "history_");
    expect(filter).toEqual({ categories: ["members", "officers"], from: "2010-01-01" });
    expect(new URLSearchParams(filterToParams(filter, "history_")).toString()).toBe(
      "history_category=members&history_category=officers&history_from=2010-01-01",
    );
  });

  it("drops unknown categories and malformed dates instead of failing the link", () => {
    expect(filterFromParams(reader("category=officers,bogus&from=2010&to=2020-12-31"), "")).toEqual({
      categories: ["officers"],
      to: "2020-12-31",
    });
  });

  it("gives equal parameters for equal filters, whatever the order of categories", () => {
    expect(filterToParams({ categories: ["officers", "members"], from: "" }, "")).toEqual(
      filterToParams({ categories: ["members", "officers"] }, ""),
    );
  });
});
