import { afterAll, beforeAll } from "vitest";
import { createRedisClient, type RedisClient } from "@/lib/platform/redis/redis-kv";
import { type Redis, startRedis } from "./start-redis";

/**
 * For a test file: a redis-server of its own and `count` connected clients (as many instances would
 * have), there from before its first test until after its last. Read the fields inside tests.
 */
export function redisForSuite(count: number): { server: Redis; clients: RedisClient[] } {
  const suite = { server: undefined as unknown as Redis, clients: [] as RedisClient[] };
  beforeAll(async () => {
    suite.server = await startRedis();
    suite.clients = Array.from({ length: count }, () => createRedisClient(suite.server.url));
    await Promise.all(suite.clients.map((client) => client.connect()));
  });
  afterAll(async () => {
    await Promise.all(suite.clients.map((client) => client.close()));
    await suite.server?.kill();
  });
  return suite;
}
