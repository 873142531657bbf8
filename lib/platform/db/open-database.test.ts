import { execFileSync } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./open-database";
import { user } from "./schema";
import { forEachDatabase } from "../../../dev/testing/for-each-database";

const someone = (id: string) => ({ id, name: "Ieva Analyst", email: `${id}@example.lv`, roles: ["analyst"] });

forEachDatabase("openDatabase", (database) => {
  it("applies the migrations, so the account tables take rows", async () => {
    await database().insert(user).values(someone("u1"));
    const rows = await database().select({ email: user.email, roles: user.roles, disabled: user.disabled }).from(user);
    expect(rows).toEqual([{ email: "u1@example.lv", roles: ["analyst"], disabled: false }]);
  });

  it("commits a transaction through its own handle and undoes a failed one", async () => {
    await database().transaction(async (tx) => {
      await tx.insert(user).values(someone("u2"));
    });
    await expect(
      database().transaction(async (tx) => {
        await tx.insert(user).values(someone("u3"));
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    const ids = await database().select({ id: user.id }).from(user).where(eq(user.name, "Ieva Analyst"));
    expect(ids.map((row) => row.id).sort()).toEqual(["u1", "u2"]);
  });
});

describe("openDatabase on PGlite in a data folder", () => {
  it(
    "creates the folder owner-only, keeps rows across restarts and refuses a second process",
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "rl-data-")), "data");
      const first = await openDatabase({ kind: "pglite", dataDir });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      await first.db.insert(user).values(someone("kept"));

      const second = execFileSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          `import("./lib/platform/db/open-database.ts").then((m) => m.openDatabase(${JSON.stringify({ kind: "pglite", dataDir })})).catch((e) => console.log(e.message))`,
        ],
        { encoding: "utf8" },
      );
      expect(second).toContain(
        `The data folder ${dataDir} is in use by another Registry Lens process (pid ${process.pid})`,
      );
      await first.close();

      const reopened = await openDatabase({ kind: "pglite", dataDir });
      expect(await reopened.db.select({ id: user.id }).from(user)).toEqual([{ id: "kept" }]);
      await reopened.close();
    },
  );
});
