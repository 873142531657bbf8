import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/platform/i18n/locales";
import { withIntl } from "@/dev/testing/with-intl";
import { BatchResultsTable, type ResultRow, byRisk } from "./batch-results-table";

const row = (position: number, regcode: string, risk: ResultRow["risk"]): ResultRow => ({
  position,
  regcode,
  customerId: null,
  state: "done",
  outcome: "found",
  error: null,
  name: "Dzintars AS",
  legalForm: "AS",
  legalFormWords: "AS",
  status: "REGISTERED",
  statusWords: "Registered",
  flags: { sanctionsEntity: true },
  risk,
  sha256: "a".repeat(64),
});

const rows = [
  row(1, "40003510005", { level: "low", points: 20, factors: ["higher-risk-activity"] }),
  row(2, "40003520003", { level: "high", points: 160, factors: ["entity-sanctions", "related-sanctions"] }),
  row(3, "40003530001", { level: "medium", points: 55, factors: ["insolvency", "liquidation"] }),
];

const render = (locale: Locale) => renderToString(withIntl(createElement(BatchResultsTable, { rows }), locale));

describe("a batch's results table", () => {
  it("ranks the rows by risk level, then points, highest first; rows without a record last, in list order", () => {
    const unknown = { ...row(4, "40000000001", null), outcome: "not_found" };
    const mediumMore = row(5, "40003540014", { level: "medium", points: 70, factors: [] });
    const ranked = [unknown, ...rows, mediumMore, row(6, "40003550008", null)].sort(byRisk);
    expect(ranked.map((r) => r.position)).toEqual([2, 5, 3, 1, 4, 6]);
  });

  it("says the risk covers the register record alone", () => {
    expect(render("en")).toContain("a batch determines no ownership, so the ownership factors are left out");
  });

  it("offers its filters, flags and headings in English", () => {
    const html = render("en");
    expect(html).toContain("Flagged: medium or high risk");
    expect(html).toContain("Risk, highest first");
    expect(html).toContain("Sanctions on the entity");
    expect(html).toContain("Legal form");
    expect(html).toContain("3 of 3 rows");
  });

  it("offers them in Latvian to a Latvian reader", () => {
    const html = render("lv");
    expect(html).toContain("Ar pazīmēm: vidējs vai augsts risks");
    expect(html).toContain("Riska (vispirms augstākais)");
    expect(html).toContain("Sankcijas pret juridisko personu");
    expect(html).toContain("Juridiskā forma");
    expect(html).toContain("3 no 3 rindām");
    expect(html).not.toContain("Flagged");
  });
});
