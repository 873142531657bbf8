import { describe, expect, it } from "vitest";
import { redisKv } from "@/lib/platform/redis/redis-kv";
import { redisForSuite } from "@/dev/testing/redis-for-suite";
import { SignedOutSessions } from "./signed-out-sessions";

describe("SignedOutSessions", () => {
  it("knows a sign-out for the cookie cache's lifetime", async () => {
    const signedOut = new SignedOutSessions(60_000);
    await signedOut.note("s1", 1_000);
    expect(await signedOut.isSignedOut("s1", 61_000)).toBe(true);
    expect(await signedOut.isSignedOut("s2", 1_000)).toBe(false);
    expect(await signedOut.isSignedOut("s1", 61_001)).toBe(false);
  });
});

describe("SignedOutSessions shared through Redis", () => {
  const redis = redisForSuite(2);

  it("knows a sign-out on one instance on the other at once", async () => {
    const [a, b] = redis.clients.map(
      (client) => new SignedOutSessions(60_000, { kv: redisKv(client), namespace: "t:signed-out:" }),
    );
    await a.note("session-1", Date.now());
    expect(await b.isSignedOut("session-1", Date.now())).toBe(true);
    expect(await b.isSignedOut("session-2", Date.now())).toBe(false);
  });
});
