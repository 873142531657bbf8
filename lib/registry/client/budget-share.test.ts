import { describe, expect, it } from "vitest";
import { createRedisClient, redisKv } from "@/lib/platform/redis/redis-kv";
import { redisForSuite } from "@/dev/testing/redis-for-suite";
import { shareBudget } from "./budget-share";
import type { RequestBudget } from "./request-budget";

const redis = redisForSuite(2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingBudget(): RequestBudget & { rates: number[] } {
  const rates: number[] = [];
  return {
    rates,
    take: async () => undefined,
    pause: () => undefined,
    pausedFor: () => 0,
    setRate: (rate) => rates.push(rate),
  };
}

describe("shareBudget on Redis", () => {
  it("splits the registry's budget among the instances alive, and takes it back when one stops", async () => {
    const [a, b] = [recordingBudget(), recordingBudget()];
    const options = { totalRps: 10, key: "test:instances", beatMs: 100 };
    const stopA = shareBudget(a, redisKv(redis.clients[0]), options);
    const stopB = shareBudget(b, redisKv(redis.clients[1]), options);
    await sleep(250);
    expect(a.rates.at(-1)).toBe(5);
    expect(b.rates.at(-1)).toBe(5);
    stopB();
    // Three beats unheard: B has stopped, and A has the whole budget again.
    await sleep(450);
    expect(a.rates.at(-1)).toBe(10);
    stopA();
  });

  it("keeps the last share while Redis cannot be asked", async () => {
    const budget = recordingBudget();
    const stop = shareBudget(budget, redisKv(createRedisClient("redis://127.0.0.1:1")), {
      totalRps: 10,
      key: "test:gone",
      beatMs: 50,
    });
    await sleep(200);
    stop();
    expect(budget.rates).toEqual([]);
  });
});
