import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import type { Database } from "@/lib/platform/db/database";
import { db } from "@/lib/platform/db/db";
import { user } from "@/lib/platform/db/schema/auth";

/**
 * For a suite on the app's own db(): before it, opens db() as it runs with no DATABASE_URL (the embedded
 * database in a fresh data folder), gives it the accounts named ("u1" is "A", a@example.test; "u2" is "B"…)
 * and hands it to `seed`; after it, drops the environment stubbed.
 */
export function embeddedDatabaseSuite(
  folder: string,
  userIds: `u${number}`[] = [],
  seed?: (handle: Database) => Promise<void>,
): void {
  beforeAll(async () => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), `${folder}-`)));
    const handle = await db();
    if (userIds.length > 0) {
      await handle.insert(user).values(
        userIds.map((id) => {
          const letter = String.fromCharCode(64 + Number(id.slice(1)));
          return { id, name: letter, email: `${letter.toLowerCase()}@example.test` };
        }),
      );
    }
    await seed?.(handle);
  }, 60_000); // creating and migrating the embedded database takes seconds on a busy machine
  afterAll(() => vi.unstubAllEnvs());
}
