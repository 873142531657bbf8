import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/platform/i18n/locales";
import { withIntl } from "@/dev/testing/with-intl";
import { BatchResultsTable, type ResultRow } from "./batch-results-table";

const row = (position: number, regcode: string): ResultRow => ({
  position,
  regcode,
  state: "done",
  outcome: "found",
  error: null,
  name: "Dzintars AS",
  legalForm: "AS",
  legalFormWords: "AS",
  status: "REGISTERED",
  statusWords: "Registered",
  flags: { sanctionsEntity: true },
  sha256: "a".repeat(64),
});

const render = (locale: Locale) =>
  renderToString(
    withIntl(createElement(BatchResultsTable, { rows: [row(1, "40003510005"), row(2, "40003520003")] }), locale),
  );

describe("a batch's results table", () => {
  it("offers its filters, flags and headings in English", () => {
    const html = render("en");
    expect(html).toContain("Any flag");
    expect(html).toContain("Sanctions on the entity");
    expect(html).toContain("Legal form");
    expect(html).toContain("2 of 2 rows");
  });

  it("offers them in Latvian to a Latvian reader", () => {
    const html = render("lv");
    expect(html).toContain("Ar jebkuru pazīmi");
    expect(html).toContain("Sankcijas pret juridisko personu");
    expect(html).toContain("Juridiskā forma");
    expect(html).toContain("2 no 2 rindām");
    expect(html).not.toContain("Any flag");
  });
});
