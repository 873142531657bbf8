import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { embeddedDatabaseSuite } from "@/dev/testing/embedded-database-suite";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { db } from "@/lib/platform/db/db";
import { batchRows } from "@/lib/platform/db/schema/batches";
import { jobQueueHolder } from "@/lib/platform/jobs/job-queue-holder";

// The session apiGate resolves for every request: the analyst u1 ("A").
vi.mock("@/lib/edge/auth/resolve-session", async () => (await import("@/dev/testing/route-session")).signedInAnalyst());

beforeAll(async () => {
  // Batches are queued, not looked up: this process runs no jobs, and no registry is asked.
  vi.stubEnv("JOB_WORKER", "0");
  vi.stubEnv("REGISTRY_BASE_URL", "http://127.0.0.1:9");
  vi.stubEnv("REGISTRY_API_KEY", "ak_test");
  vi.stubEnv("REGISTRY_API_SECRET", "not a secret");
});
embeddedDatabaseSuite("batches-route-test", ["u1"]);
afterAll(async () => {
  await (await jobQueueHolder.queue)?.stop();
});

const ORIGIN = "http://app";
const headers = { origin: ORIGIN, host: "app", "user-agent": "test browser" };
const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const events = async () =>
  (await listAuditEvents(await db(), {}, 100)).reverse().map((e) => [e.eventType, e.userId, e.userAgent, e.details]);

describe("batch and watchlist changes in the audit trail", () => {
  it("records starting, cancelling, retrying and sharing a batch, and nothing for a refused change", async () => {
    const { POST } = await import("./route");
    const started = await POST(
      new Request(`${ORIGIN}/api/batches?name=Quarterly%20review`, {
        method: "POST",
        headers: { ...headers, "content-type": "text/plain" },
        body: "40003001010\n40003001011\n",
      }),
      { params: Promise.resolve({}) },
    );
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };

    const { PATCH } = await import("./[id]/route");
    const share = (body: object) =>
      PATCH(
        new Request(`${ORIGIN}/api/batches/${id}`, { method: "PATCH", headers, body: JSON.stringify(body) }),
        params(id),
      );
    expect((await share({ sharing: "nobody" })).status).toBe(400);
    expect((await share({ sharing: "everyone" })).status).toBe(200);

    await (await db()).update(batchRows).set({ state: "failed" }).where(eq(batchRows.regcode, "40003001011"));
    const retry = (await import("./[id]/retry/route")).POST;
    const retried = await retry(
      new Request(`${ORIGIN}/api/batches/${id}/retry`, { method: "POST", headers }),
      params(id),
    );
    expect(await retried.json()).toEqual({ id, retried: 1 });

    const cancel = (await import("./[id]/cancel/route")).POST;
    const cancelRequest = () => new Request(`${ORIGIN}/api/batches/${id}/cancel`, { method: "POST", headers });
    expect((await cancel(cancelRequest(), params(id))).status).toBe(200);
    expect((await cancel(cancelRequest(), params(id))).status).toBe(409);

    expect(await events()).toEqual([
      [
        "batch-create",
        "u1",
        "test browser",
        { batchId: id, name: "Quarterly review", rows: 2, input: expect.any(String) },
      ],
      ["batch-share", "u1", "test browser", { batchId: id, sharing: "everyone", sharedWith: [] }],
      ["batch-retry", "u1", "test browser", { batchId: id, retried: 1 }],
      ["batch-cancel", "u1", "test browser", { batchId: id }],
    ]);
  });
});
