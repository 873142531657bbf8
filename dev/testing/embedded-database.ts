import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { vi } from "vitest";
import type { Database } from "@/lib/platform/db/database";
import { db } from "@/lib/platform/db/db";
import { user } from "@/lib/platform/db/schema/auth";

/**
 * Opens the app's own db() as it runs with no DATABASE_URL, the embedded database in a fresh data folder, and
 * gives it the accounts named: "u1" is "A" (a@example.test), "u2" is "B", and so on. Call it in beforeAll, with
 * vi.unstubAllEnvs() in afterAll.
 */
export async function embeddedDatabase(folder: string, userIds: `u${number}`[] = []): Promise<Database> {
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
  return handle;
}
