import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWhenResolved, retryAfterMs } from "./fetch-when-resolved";

const words = {
  failed: (status: number) => `failed with ${status}`,
  unreadable: "unreadable",
  stillResolving: "still resolving",
};
const isDone = (v: unknown): v is { done: true } => typeof v === "object" && v !== null && "done" in v;

const resolving = (recordsRead: number, retryAfter: string | null) =>
  new Response(JSON.stringify({ status: "resolving", progress: { recordsRead } }), {
    status: 202,
    headers: retryAfter === null ? {} : { "retry-after": retryAfter },
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("fetchWhenResolved", () => {
  it("polls while the server is resolving, as often as Retry-After asks, and reports the records read", async () => {
    vi.useFakeTimers();
    const answers = [resolving(3, "5"), resolving(9, null), Response.json({ done: true })];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal("fetch", fetch);
    const progress: (number | null)[] = [];
    const result = fetchWhenResolved("/api/x", isDone, words, { onProgress: (n) => progress.push(n) });

    await vi.advanceTimersByTimeAsync(4_900);
    expect(fetch).toHaveBeenCalledTimes(1); // the server asked for five seconds
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000); // no Retry-After: the default wait
    await expect(result).resolves.toEqual({ done: true });
    expect(progress).toEqual([3, 9]);
  });

  it("fails with the server's own explanation, else the reader's words", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: { message: "Not a registration number." } }, { status: 400 }),
    );
    await expect(fetchWhenResolved("/api/x", isDone, words)).rejects.toThrow("Not a registration number.");
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 502 }));
    await expect(fetchWhenResolved("/api/x", isDone, words)).rejects.toThrow("failed with 502");
    vi.stubGlobal("fetch", async () => Response.json({ something: "else" }));
    await expect(fetchWhenResolved("/api/x", isDone, words)).rejects.toThrow("unreadable");
  });

  it("stops waiting when the reader leaves", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", async () => resolving(1, "30"));
    const leave = new AbortController();
    const result = fetchWhenResolved("/api/x", isDone, words, { signal: leave.signal });
    await vi.advanceTimersByTimeAsync(100);
    leave.abort(new Error("left"));
    await expect(result).rejects.toThrow("left");
  });
});

describe("retryAfterMs", () => {
  it("reads seconds or a date, within bounds", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3_000);
    expect(retryAfterMs("Wed, 01 Jan 2025 00:00:10 GMT", now)).toBe(10_000);
    expect(retryAfterMs("3600", now)).toBe(30_000);
    expect(retryAfterMs("0", now)).toBe(500);
    expect(retryAfterMs("soon", now)).toBe(2_000);
    expect(retryAfterMs(null, now)).toBe(2_000);
  });
});
