import { describe, expect, it } from "vitest";
import { createRedisClient, redisKv } from "@/lib/platform/redis/redis-kv";
import { redisForSuite } from "@/dev/testing/redis-for-suite";
import { sharedLock } from "./shared-lock";

const redis = redisForSuite(2);

const options = { namespace: "test:lock:", holdMs: 5_000, waitMs: 3_000, pollMs: 5, onError: () => undefined };

describe("sharedLock on Redis", () => {
  it("lets one of two instances load a key while the other waits for its result", async () => {
    const results = new Map<string, string>();
    let loads = 0;
    const [first, second] = redis.clients.map((client) => sharedLock(redisKv(client), options));
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      results.set("k1", "loaded");
      return "loaded";
    };
    const peek = async () => results.get("k1");
    const answers = await Promise.all([first("k1", load, peek), second("k1", load, peek), second("k1", load, peek)]);
    expect(answers).toEqual(["loaded", "loaded", "loaded"]);
    expect(loads).toBe(1);
  });

  it("does not load again when it comes for the lock after another instance kept its result and let go", async () => {
    const results = new Map<string, string>();
    let loads = 0;
    const [first, second] = redis.clients.map((client) => sharedLock(redisKv(client), options));
    const load = async () => {
      loads++;
      results.set("k4", `load ${loads}`);
      return `load ${loads}`;
    };
    const peek = async () => results.get("k4");
    // The second instance missed at the same moment, but is busy until the first is done.
    expect(await first("k4", load, peek)).toBe("load 1");
    expect(await second("k4", load, peek)).toBe("load 1");
    expect(loads).toBe(1);
  });

  it("loads itself when the holder fails without a result", async () => {
    const [first, second] = redis.clients.map((client) => sharedLock(redisKv(client), options));
    const failing = first(
      "k2",
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("registry down");
      },
      async () => undefined,
    );
    const waiting = second(
      "k2",
      async () => "own load",
      async () => undefined,
    );
    await expect(failing).rejects.toThrow("registry down");
    await expect(waiting).resolves.toBe("own load");
  });

  it("loads at once, and tells, when Redis cannot be asked", async () => {
    const errors: unknown[] = [];
    const gone = createRedisClient("redis://127.0.0.1:1");
    const lock = sharedLock(redisKv(gone), { ...options, onError: (e) => errors.push(e) });
    await expect(
      lock(
        "k3",
        async () => "loaded alone",
        async () => undefined,
      ),
    ).resolves.toBe("loaded alone");
    expect(errors.length).toBe(1);
  });
});
