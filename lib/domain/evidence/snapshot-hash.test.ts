import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/errors/app-error";
import { parseSnapshotHash } from "./snapshot-hash";

const HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

describe("parseSnapshotHash", () => {
  it("takes a hash in capitals as the stored, lowercase one", () => {
    expect(parseSnapshotHash(HASH.toUpperCase())).toBe(HASH);
  });

  it("refuses anything but 64 hex digits with a 400", () => {
    for (const value of [HASH.slice(1), `${HASH}0`, HASH.replace("9", "g"), ""]) {
      expect(() => parseSnapshotHash(value)).toThrow(AppError);
    }
  });
});
