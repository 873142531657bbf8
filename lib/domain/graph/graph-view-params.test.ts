import { describe, expect, it } from "vitest";
import { graphViewFromParams, writeGraphView } from "./graph-view-params";

const from = (query: string) => graphViewFromParams(new URLSearchParams(query));

describe("graph view in the address", () => {
  it("defaults to every relationship, former ones included, with no as-of date", () => {
    expect(from("")).toEqual({ asOf: "", showFormer: true });
  });

  it("round-trips an as-of date and hidden former relationships, keeping other parameters", () => {
    const url = new URL("http://app/entities/40003510005?history_category=officers#relationships");
    writeGraphView(url, { asOf: "2015-06-30", showFormer: false });
    expect(url.search).toBe("?history_category=officers&graph_as_of=2015-06-30&graph_former=0");
    expect(from(url.search)).toEqual({ asOf: "2015-06-30", showFormer: false });
    writeGraphView(url, { asOf: "", showFormer: true });
    expect(url.search).toBe("?history_category=officers");
  });

  it("ignores a malformed date", () => {
    expect(from("graph_as_of=2015-13-45").asOf).toBe("");
    expect(from("graph_as_of=yesterday").asOf).toBe("");
  });
});
