import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/errors/app-error";
import { parseGraphLayoutConfig } from "./graph-layout-config";
import { layoutRequestFromParams } from "./layout-request";
import { layoutRequestQuery, MAX_EXPANSIONS, MAX_STORED_EXPANSIONS } from "./layout-request-query";

const parse = (query: string) => layoutRequestFromParams(new URLSearchParams(query));

describe("layout request", () => {
  it("round-trips a view, opened groups and expansions through one canonical query", () => {
    const query =
      "?graph_as_of=2015-06-30&graph_former=0&expand=40003670005,40003680003&open=1:officer:36&open=-1:member:60";
    const request = parse(query);
    expect(request).toEqual({
      asOf: "2015-06-30",
      showFormer: false,
      expand: ["40003670005", "40003680003"],
      stored: {},
      open: { "1:officer": 36, "-1:member": 60 },
    });
    expect(layoutRequestQuery(request)).toBe(
      "?graph_as_of=2015-06-30&graph_former=0&expand=40003670005%2C40003680003&open=-1%3Amember%3A60&open=1%3Aofficer%3A36",
    );
    expect(parse(layoutRequestQuery(request))).toEqual(request);
  });

  it("defaults to the whole graph with nothing opened or expanded", () => {
    expect(parse("")).toEqual({ asOf: "", showFormer: true, expand: [], stored: {}, open: {} });
    expect(layoutRequestQuery(parse(""))).toBe("");
  });

  it("round-trips expanded entities read from stored copies beside live ones, in the order given", () => {
    const sha = "ab".repeat(32);
    const request = parse(`expand=40003680003@${sha.toUpperCase()},40003670005,40003680003`);
    expect(request.expand).toEqual(["40003680003", "40003670005"]);
    expect(request.stored).toEqual({ "40003680003": sha });
    expect(layoutRequestQuery(request)).toBe(`?expand=40003680003%40${sha}%2C40003670005`);
    expect(parse(layoutRequestQuery(request))).toEqual(request);
  });

  it("takes an ownership chain of more stored records than live expansions, up to its own limit", () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(40003670000 + i));
    const stored = (n: number) => numbers(n).map((rc) => `${rc}@${"c".repeat(64)}`);
    const live = numbers(MAX_EXPANSIONS).map((rc) => String(Number(rc) + 1000));
    expect(parse(`expand=${[...stored(MAX_STORED_EXPANSIONS), ...live].join(",")}`).expand).toHaveLength(
      MAX_STORED_EXPANSIONS + MAX_EXPANSIONS,
    );
    expect(() => parse(`expand=${stored(MAX_STORED_EXPANSIONS + 1).join(",")}`)).toThrow(
      `At most ${MAX_STORED_EXPANSIONS} stored records`,
    );
  });

  it("reads a count of parties beyond what one drawing holds as that many", () => {
    const { maxNodes } = parseGraphLayoutConfig(process.env);
    expect(parse("open=1:officer:99999&open=-1:member:4").open).toEqual({ "1:officer": maxNodes, "-1:member": 4 });
  });

  it.each([
    ["expand=4000367000", /not an 11-digit registration number/],
    [`expand=${Array.from({ length: MAX_EXPANSIONS + 1 }, (_, i) => String(40003670000 + i)).join(",")}`, /At most 20/],
    ["expand=40003670005@abc", /does not name a stored copy/],
    ["expand=4000367000@" + "a".repeat(64), /not an 11-digit registration number/],
    ["open=1:officer", /not a band and a count/],
    ["open=1:shareholder:10", /not a band and a count/],
    ["open=1:officer:999999", /not a band and a count/],
  ])("refuses %s with a bad request", (query, message) => {
    expect(() => parse(query)).toThrow(message);
    try {
      parse(query);
    } catch (error) {
      expect(error instanceof AppError && error.status).toBe(400);
    }
  });
});
