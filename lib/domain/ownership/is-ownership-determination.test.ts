import { describe, expect, it } from "vitest";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { isOwnershipDetermination } from "./is-ownership-determination";

describe("isOwnershipDetermination", () => {
  it("accepts a determination as the API sends it", () => {
    expect(isOwnershipDetermination(JSON.parse(JSON.stringify(sampleDetermination())))).toBe(true);
  });

  it("refuses the resolving answer and other shapes the panel cannot show", () => {
    expect(isOwnershipDetermination({ status: "resolving", progress: { recordsRead: 3, queued: 2, depth: 1 } })).toBe(
      false,
    );
    expect(isOwnershipDetermination(null)).toBe(false);
    const noRange = sampleDetermination() as unknown as Record<string, unknown>;
    noRange.loopShare = null;
    expect(isOwnershipDetermination(noRange)).toBe(false);
    const badPath = sampleDetermination();
    (badPath.owners[1]!.paths[0]![0] as unknown as Record<string, unknown>).percent = "70";
    expect(isOwnershipDetermination(badPath)).toBe(false);
  });
});
