import { describe, expect, it, vi } from "vitest";
import { embeddedDatabaseSuite } from "@/dev/testing/embedded-database-suite";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { createWatchlist } from "@/lib/features/watchlists/own-watchlists";
import { db } from "@/lib/platform/db/db";
import { addToWatchlist } from "@/lib/features/watchlists/watchlist-store";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";

// The session apiGate resolves for every request: the analyst u1 ("A").
vi.mock("@/lib/edge/auth/resolve-session", async () => (await import("@/dev/testing/route-session")).signedInAnalyst());

let list: number;
let others: number;
embeddedDatabaseSuite("watchlist-check-all-test", ["u1", "u2"], async (handle) => {
  const now = new Date();
  list = (await addToWatchlist(handle, "u1", { regcode: parseRegcode("40003510005") }, now, 86_400_000, "en")).list;
  others = (await createWatchlist(handle, "u2", "Private")).id;
});

const ORIGIN = "http://app";
const headers = { origin: ORIGIN, host: "app", "user-agent": "test browser" };

describe("POST /api/watchlists/{id}/check-all", () => {
  it("says how many entities are due now, records it, and refuses a colleague's private list", async () => {
    const { POST } = await import("./route");
    const send = (id: number) =>
      POST(new Request(`${ORIGIN}/api/watchlists/${id}/check-all`, { method: "POST", headers }), {
        params: Promise.resolve({ id: String(id) }),
      });
    const answer = await send(list);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ list, queued: 1 });
    const [event] = await listAuditEvents(await db(), { event: "watchlist-check-all" }, 1);
    expect(event?.details).toEqual({ watchlistId: list, queued: 1 });
    expect((await send(others)).status).toBe(404);
  });
});
