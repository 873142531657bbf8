import { describe, expect, it } from "vitest";
import { SlotQueue } from "./slot-queue";

describe("SlotQueue", () => {
  it("grants up to its concurrency at once, queues the next ones and refuses beyond the queue", async () => {
    const slots = new SlotQueue({ concurrency: 2, queue: 1 });
    const first = await slots.acquire();
    const second = await slots.acquire();
    const queued = slots.acquire();
    expect(queued).toBeInstanceOf(Promise);
    expect(slots.acquire()).toBeUndefined();
    expect(slots.load).toEqual({ active: 2, waiting: 1 });

    first?.();
    const third = await queued;
    expect(slots.load).toEqual({ active: 2, waiting: 0 });
    second?.();
    third?.();
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it("serves waiters first come, first served, and a double release frees one slot only", async () => {
    const slots = new SlotQueue({ concurrency: 1, queue: 2 });
    const holder = await slots.acquire();
    const order: string[] = [];
    const a = slots.acquire()?.then((release) => (order.push("a"), release));
    const b = slots.acquire()?.then((release) => (order.push("b"), release));
    holder?.();
    holder?.();
    (await a)?.();
    (await b)?.();
    expect(order).toEqual(["a", "b"]);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it("drops a waiter whose signal aborts, leaving its place to others", async () => {
    const slots = new SlotQueue({ concurrency: 1, queue: 1 });
    const holder = await slots.acquire();
    const controller = new AbortController();
    const abandoned = slots.acquire(controller.signal);
    controller.abort(new Error("client went away"));
    await expect(abandoned).rejects.toThrow("client went away");
    expect(slots.load).toEqual({ active: 1, waiting: 0 });
    expect(slots.acquire()).toBeInstanceOf(Promise);
    holder?.();
  });

  it("keeps a slot and queue places for others when one user asks for many", async () => {
    const slots = new SlotQueue({ concurrency: 2, queue: 4 });
    const own = await slots.acquire(undefined, "alice");
    const queued = [slots.acquire(undefined, "alice"), slots.acquire(undefined, "alice")];
    expect(queued.every((q) => q instanceof Promise)).toBe(true);
    // Her third waiting request is refused; the second slot and the rest of the queue stay free for others.
    expect(slots.acquire(undefined, "alice")).toBeUndefined();
    expect(slots.load).toEqual({ active: 1, waiting: 2 });
    const bob = await slots.acquire(undefined, "bob");
    expect(slots.load).toEqual({ active: 2, waiting: 2 });
    bob?.();
    own?.();
    (await queued[0])?.();
    (await queued[1])?.();
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it("gives a freed slot to the user served longest ago: one user's many PDFs do not go before another's", async () => {
    // The PDF printer's defaults: one at a time, two waiting.
    const slots = new SlotQueue({ concurrency: 1, queue: 2 });
    const order: string[] = [];
    const first = await slots.acquire(undefined, "alice");
    const again = slots.acquire(undefined, "alice")?.then((release) => (order.push("alice"), release));
    expect(slots.acquire(undefined, "alice")).toBeUndefined();
    const bob = slots.acquire(undefined, "bob")?.then((release) => (order.push("bob"), release));
    expect(bob).toBeInstanceOf(Promise);
    first?.();
    (await bob)?.();
    (await again)?.();
    expect(order).toEqual(["bob", "alice"]);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});
