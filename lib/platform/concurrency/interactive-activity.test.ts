import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteInteractive, untilQuiet } from "./interactive-activity";

describe("background work giving way to analysts", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes on at once when no analyst request came lately", async () => {
    noteInteractive(1_000_000 - 5_000);
    let done = false;
    void untilQuiet(300, 1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("waits for a quiet moment after a request, and no longer than the most it may wait", async () => {
    noteInteractive();
    let quietAfter = 0;
    void untilQuiet(300, 1_000).then(() => (quietAfter = Date.now() - 1_000_000));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(quietAfter).toBe(300);

    // Requests keep coming: it gives up waiting after a second.
    const started = Date.now();
    noteInteractive();
    let waited = 0;
    void untilQuiet(300, 1_000).then(() => (waited = Date.now() - started));
    for (let i = 0; i < 20; i++) {
      noteInteractive();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(waited).toBe(1_000);
  });
});
