import { describe, expect, it } from "vitest";
import { expandHref, limitFor, type ProfileCtx } from "./profile-ctx";

const ctx = (query: string): ProfileCtx => ({
  regcode: "40003510005",
  locale: "en",
  withheldReason: "",
  limit: 100,
  query: new URLSearchParams(query),
  now: 0,
});

describe("Show all", () => {
  it("keeps the graph date, history filters and lists already whole in its link", () => {
    const view = ctx("all=officers&graph_as_of=2020-01-01&history_category=members&history_from=2010-01-01");
    expect(expandHref(view, "members")).toBe(
      "/entities/40003510005?all=officers&graph_as_of=2020-01-01&history_category=members&history_from=2010-01-01&all=members#members",
    );
    expect(expandHref(view, "officers")).toBe(
      "/entities/40003510005?all=officers&graph_as_of=2020-01-01&history_category=members&history_from=2010-01-01#officers",
    );
  });

  it("shows a list whole only when the address asks for it", () => {
    expect(limitFor(ctx("all=officers"), "officers")).toBeUndefined();
    expect(limitFor(ctx("all=officers"), "members")).toBe(100);
  });
});
