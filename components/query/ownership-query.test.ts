import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { fetchOwnership, ownershipQuery, retryAfterMs } from "./ownership-query";

const words = { failed: (status: number) => `failed ${status}`, unreadable: "unreadable" };
const NOW = Date.parse("2026-12-02T14:00:00Z");

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status, headers })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("fetchOwnership", () => {
  it("reads a 202 as progress, asking again when Retry-After says", async () => {
    answer(202, { status: "resolving", progress: { recordsRead: 12, queued: 5, depth: 3 } }, { "retry-after": "5" });
    expect(await fetchOwnership("/x", words, undefined, () => NOW)).toEqual({
      status: "resolving",
      progress: { recordsRead: 12, queued: 5, depth: 3 },
      retryAfterMs: 5000,
    });
  });

  it("keeps polling when a 202 says no progress", async () => {
    answer(202, null);
    expect(await fetchOwnership("/x", words)).toMatchObject({ status: "resolving", progress: null });
  });

  it("hands on the determination when it is ready", async () => {
    answer(200, sampleDetermination());
    const got = await fetchOwnership("/x", words);
    expect(got.status === "ready" && got.determination.owners.length).toBe(sampleDetermination().owners.length);
  });

  it("says the server's own words for a failure, else the reader's words for its status", async () => {
    answer(404, { error: { message: "No such entity." } });
    await expect(fetchOwnership("/x", words)).rejects.toThrow("No such entity.");
    answer(502, null);
    await expect(fetchOwnership("/x", words)).rejects.toThrow("failed 502");
    answer(200, { owners: "nobody" });
    await expect(fetchOwnership("/x", words)).rejects.toThrow("unreadable");
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3", NOW)).toBe(3000);
    expect(retryAfterMs(new Date(NOW + 7000).toUTCString(), NOW)).toBe(7000);
  });

  it("asks again within a second to a minute, and after two seconds when the header says nothing usable", () => {
    expect(retryAfterMs("0", NOW)).toBe(1000);
    expect(retryAfterMs("3600", NOW)).toBe(60_000);
    expect(retryAfterMs(null, NOW)).toBe(2000);
    expect(retryAfterMs("soon", NOW)).toBe(2000);
  });
});

describe("ownershipQuery", () => {
  const interval = (data: unknown) => {
    const { refetchInterval } = ownershipQuery("40003000001", words);
    if (typeof refetchInterval !== "function") throw new Error("refetchInterval is not a function");
    return refetchInterval({ state: { data } } as Parameters<typeof refetchInterval>[0]);
  };

  it("polls at the server's pace while resolving and stops once the determination is in", () => {
    expect(interval({ status: "resolving", progress: null, retryAfterMs: 4000 })).toBe(4000);
    expect(interval({ status: "ready", determination: sampleDetermination() })).toBe(false);
    expect(interval(undefined)).toBe(false);
  });
});
