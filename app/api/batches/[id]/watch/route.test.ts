import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { embeddedDatabaseSuite } from "@/dev/testing/embedded-database-suite";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { createBatch } from "@/lib/features/batch/batch-store";
import { createWatchlist } from "@/lib/features/watchlists/own-watchlists";
import { db } from "@/lib/platform/db/db";
import { batchRows } from "@/lib/platform/db/schema/batches";

// The session apiGate resolves for every request: the analyst u1 ("A").
vi.mock("@/lib/edge/auth/resolve-session", async () => (await import("@/dev/testing/route-session")).signedInAnalyst());

const FOUND = "40003510005";
let batch: number;
let list: number;
embeddedDatabaseSuite("batch-watch-test", ["u1"], async (handle) => {
  batch = await createBatch(handle, "u1", {
    name: "Onboarding",
    input: {
      numbers: [FOUND, "40003520003"],
      customerIds: { [FOUND]: "C-1" },
      duplicates: 0,
      invalid: [],
      checkDigitWarnings: [],
      entries: 2,
    },
    inputSha256: "0".repeat(64),
  });
  await handle
    .update(batchRows)
    .set({ state: "done", outcome: "found" })
    .where(and(eq(batchRows.batchId, batch), eq(batchRows.regcode, FOUND)));
  list = (await createWatchlist(handle, "u1", "Clients")).id;
});

const ORIGIN = "http://app";
const headers = { origin: ORIGIN, host: "app", "user-agent": "test browser", "content-type": "application/json" };

describe("POST /api/batches/{id}/watch", () => {
  it("puts the batch's found entities on the list, records it, and refuses a body without a list", async () => {
    const { POST } = await import("./route");
    const send = (body: unknown) =>
      POST(
        new Request(`${ORIGIN}/api/batches/${batch}/watch`, { method: "POST", headers, body: JSON.stringify(body) }),
        { params: Promise.resolve({ id: String(batch) }) },
      );
    const answer = await send({ list });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ list, added: 1, updated: 0, unchanged: 0 });
    const [event] = await listAuditEvents(await db(), { event: "watchlist-import" }, 1);
    expect(event?.details).toEqual({
      watchlistId: list,
      input: null,
      batchId: batch,
      added: 1,
      updated: 0,
      refused: 0,
    });
    expect((await send({ list: "Clients" })).status).toBe(400);
    expect((await send({ list: 999_999 })).status).toBe(404);
  });
});
