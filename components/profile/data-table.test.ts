import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SAME_ON_EVERY_ROW_MIN_ROWS } from "@/lib/domain/profile/same-on-every-row";
import { withIntl } from "@/dev/testing/with-intl";
import { partyColumn } from "./columns";
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
    expect(head).toContain("On every row: Note: Same");
    expect(body).not.toContain("Note");
    expect(body).toContain("Id: 100</td>");
    expect(body?.match(/data-other-fields/g)).toHaveLength(SAME_ON_EVERY_ROW_MIN_ROWS);
  });

  it("keeps every field on its row in a short list, and in the list's first rows on screen", () => {
    for (const html of [table(SAME_ON_EVERY_ROW_MIN_ROWS - 1, undefined), table(SAME_ON_EVERY_ROW_MIN_ROWS, 5)]) {
      expect(html).not.toContain("On every row");
      expect(html).toContain("Note");
    }
  });

  it("leaves ids and bookkeeping times to the raw data on paper too, but for the row's own id", () => {
    const html = table(SAME_ON_EVERY_ROW_MIN_ROWS - 1, undefined);
    expect(html).not.toContain("Legal entity id");
    expect(html).toContain("Id: 100 · Note: Same</td>");
  });
});

describe("DataTable on screen", () => {
  it("leaves a row's ids to the raw data: its other fields open only what a reader can use", () => {
    const html = table(3, 5);
    expect(html).toContain(">1 more</summary>");
    expect(html).not.toContain("Legal entity id");
    expect(html).not.toMatch(/<dt[^>]*>Id<\/dt>/);
  });

  it("has no other-fields column when the rows have nothing but ids left", () => {
    const html = renderToString(
      withIntl(
        createElement(DataTable<{ id: number; position: string; legal_entity_id: number }>, {
          listId: "officers",
          caption: "Officers",
          rows: [{ id: 1, position: "Board member", legal_entity_id: 7 }],
          schema: undefined,
          columns: [{ header: "Position", keys: ["position"], cell: (row) => row.position }],
          ctx: ctx(5),
          empty: "No officers",
        }),
      ),
    );
    expect(html).not.toContain("Other fields");
    expect(html).not.toContain("<details");
  });
});

describe("DataTable cut to its first rows", () => {
  it("says so on paper too, where only the link to the rest is left out", () => {
    const html = table(8, 5);
    expect(html).toMatch(
      /<p class="text-sm">Showing the first 5 of 8 current and 0 former\. <a [^>]*class="print:hidden"/,
    );
  });
});

describe("a party's own record in a table", () => {
  const members = [
    {
      id: 1,
      legal_entity_basic: { id: 9, name: 'SIA "Osta"', registration_number: "40103600038", address: "Rīga" },
    },
  ];
  const render = (limit: number | undefined) =>
    renderToString(
      withIntl(
        createElement(DataTable<(typeof members)[number]>, {
          listId: "members",
          caption: "Members",
          rows: members,
          schema: undefined,
          columns: [partyColumn(ctx(limit), "Member")],
          ctx: ctx(limit),
          empty: "No members",
        }),
      ),
    ).replaceAll("<!-- -->", "");

  it("goes on the full-width line under its row when the list is shown whole, not into the party's column", () => {
    const html = render(undefined);
    const [cells, under] = html.split("data-other-fields");
    expect(cells).toContain("SIA &quot;Osta&quot;</a>");
    expect(cells).not.toContain("Entity details");
    // The row's own party is named in the cell above: its details neither name it again nor give its id.
    expect(under).toContain(
      'Entity details: Registration number: <a href="/entities/40103600038">40103600038</a> · Address: Rīga</td>',
    );
    expect(under).not.toContain("Osta");
    expect(under).not.toContain("Id: 9");
  });

  it("stays one click away in the party's cell on screen", () => {
    const html = render(5);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Entity details<\/summary>/);
    expect(html).not.toContain("data-other-fields");
  });
});
