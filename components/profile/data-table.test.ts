import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SAME_ON_EVERY_ROW_MIN_ROWS } from "@/lib/profile/same-on-every-row";
import { withIntl } from "@/lib/testing/with-intl";
import { DataTable } from "./data-table";
import type { ProfileCtx } from "./profile-ctx";

const ctx = (limit: number | undefined): ProfileCtx => ({
  regcode: "40003001008",
  locale: "en",
  withheldReason: "",
  limit,
  query: new URLSearchParams(),
  now: Date.parse("2026-01-01T00:00:00Z"),
});

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    position: "Board member",
    legal_entity_id: 7,
    note: "Same",
  }));

const table = (count: number, limit: number | undefined) =>
  renderToString(
    withIntl(
      createElement(DataTable<ReturnType<typeof rows>[number]>, {
        listId: "officers",
        caption: "Officers",
        rows: rows(count),
        schema: undefined,
        columns: [{ header: "Position", keys: ["position"], cell: (row) => row.position }],
        ctx: ctx(limit),
        empty: "No officers",
      }),
    ),
  ).replaceAll("<!-- -->", "");

describe("DataTable shown whole", () => {
  it("states the fields a long list repeats on every row once, under its headings", () => {
    const html = table(SAME_ON_EVERY_ROW_MIN_ROWS, undefined);
    const [head, body] = html.split("</thead>");
    expect(head).toContain("On every row: Legal entity id: 7 · Note: Same");
    expect(body).not.toContain("Legal entity id");
    expect(body).toContain("Id: 100</td>");
    expect(body?.match(/data-other-fields/g)).toHaveLength(SAME_ON_EVERY_ROW_MIN_ROWS);
  });

  it("keeps every field on its row in a short list, and in the list's first rows on screen", () => {
    for (const html of [table(SAME_ON_EVERY_ROW_MIN_ROWS - 1, undefined), table(SAME_ON_EVERY_ROW_MIN_ROWS, 5)]) {
      expect(html).not.toContain("On every row");
      expect(html).toContain("Legal entity id");
    }
  });
});
