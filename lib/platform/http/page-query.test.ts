import { describe, expect, it } from "vitest";
import { pageFromParams, pageQuery } from "./page-query";

describe("pageQuery", () => {
  it("keeps every value of repeated parameters, in order, and drops absent ones", () => {
    const query = pageQuery({ all: ["officers", "members"], graph_as_of: "2020-01-01", print: undefined });
    expect(query.getAll("all")).toEqual(["officers", "members"]);
    expect(query.toString()).toBe("all=officers&all=members&graph_as_of=2020-01-01");
  });

  it("reads the page, defaulting to the first", () => {
    expect(pageFromParams(pageQuery({ page: "3" }))).toBe(3);
    expect(pageFromParams(pageQuery({ page: "0" }))).toBe(1);
    expect(pageFromParams(pageQuery({ page: "x" }))).toBe(1);
  });
});
