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
});
