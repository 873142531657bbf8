import { describe, expect, it, vi } from "vitest";
import { embeddedDatabaseSuite } from "@/dev/testing/embedded-database-suite";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { createWatchlist } from "@/lib/features/watchlists/own-watchlists";
import { db } from "@/lib/platform/db/db";
import { listWatchlists } from "@/lib/features/watchlists/watchlist-store";

// The session apiGate resolves for every request: the analyst u1 ("A").
vi.mock("@/lib/edge/auth/resolve-session", async () => (await import("@/dev/testing/route-session")).signedInAnalyst());

let list: number;
embeddedDatabaseSuite("watchlist-import-test", ["u1"], async (handle) => {
  list = (await createWatchlist(handle, "u1", "Clients")).id;
});

const ORIGIN = "http://app";
const headers = { origin: ORIGIN, host: "app", "user-agent": "test browser" };

async function send(id: string, body: BodyInit, type?: string) {
  const { POST } = await import("./route");
  return POST(
    new Request(`${ORIGIN}/api/watchlists/${id}/import`, {
      method: "POST",
      headers: type ? { ...headers, "content-type": type } : headers,
      body,
    }),
    { params: Promise.resolve({ id }) },
  );
}

describe("POST /api/watchlists/{id}/import", () => {
  it("imports a client book sent as text/csv, refusing bad rows one by one, and records it", async () => {
    const csv = "\uFEFFregcode;customer_id\n40003510005;C-1\n40003510006;C-2\n40003510005;C-3\n";
    const answer = await send(String(list), csv, "text/csv; charset=utf-8");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      list,
      added: 1,
      updated: 0,
      unchanged: 0,
      refused: [
        {
          line: 3,
          value: "40003510006",
          reason: "check_digit",
          message: "Fails the check digit: the last digit would be 5, not 6.",
        },
        { line: 4, value: "40003510005", reason: "duplicate", message: "The same number as line 2." },
      ],
    });
    const [event] = await listAuditEvents(await db(), { event: "watchlist-import" }, 1);
    expect(event?.details).toMatchObject({ watchlistId: list, batchId: null, added: 1, updated: 0, refused: 2 });
  });

  it("takes the file from a form, as the page's file picker sends it, and updates a customer id", async () => {
    const form = new FormData();
    form.set("file", new File(["number,client_id\n40003510005,C-9\n40003520003,C-2\n"], "book.csv"));
    const answer = await send(String(list), form);
    expect(await answer.json()).toMatchObject({ added: 1, updated: 1, unchanged: 0, refused: [] });
    const [shown] = await listWatchlists(await db(), "u1");
    expect(shown?.entries.map((e) => [e.regcode, e.customerId])).toEqual([
      ["40003510005", "C-9"],
      ["40003520003", "C-2"],
    ]);
  });

  it("refuses a file without the columns, another content type, and a list that is not the user's", async () => {
    const noColumns = await send(String(list), "regcode,name\n40003510005,A\n", "text/csv");
    expect(noColumns.status).toBe(400);
    expect((await noColumns.json()).error.message).toContain("customer id column");
    expect((await send(String(list), "{}", "application/json")).status).toBe(400);
    expect((await send("999999", "regcode,customer_id\n40003510005,C-1\n", "text/csv")).status).toBe(404);
    expect((await send("x", "regcode,customer_id\n", "text/csv")).status).toBe(400);
  });
});
