import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTargetFromEnv } from "./database-target";

describe("databaseTargetFromEnv", () => {
  it("uses PostgreSQL when DATABASE_URL is set", () => {
    expect(databaseTargetFromEnv({ DATABASE_URL: "postgres://app@db:5432/lens", DATA_DIR: "/x" })).toEqual({
      kind: "postgres",
      url: "postgres://app@db:5432/lens",
    });
  });

  it("uses PGlite in ./data by default, and in DATA_DIR when set", () => {
    expect(databaseTargetFromEnv({ DATABASE_URL: "" })).toEqual({ kind: "pglite", dataDir: path.resolve("data") });
    expect(databaseTargetFromEnv({ DATA_DIR: "/srv/lens" })).toEqual({ kind: "pglite", dataDir: "/srv/lens" });
  });

  it("rejects a DATABASE_URL that is not a PostgreSQL address", () => {
    expect(() => databaseTargetFromEnv({ DATABASE_URL: "mysql://db/lens" })).toThrow(
      "DATABASE_URL must be a postgres:// or postgresql:// address",
    );
  });
});
