import { describe, expect, it } from "vitest";
import { RecentAccountChanges } from "./recent-account-changes";

describe("RecentAccountChanges", () => {
  it("holds a changed account for the cookie cache's lifetime, and no other account", () => {
    const changes = new RecentAccountChanges(60_000);
    changes.note("ieva", 1_000);
    expect(changes.isRecent("ieva", 1_000)).toBe(true);
    expect(changes.isRecent("ieva", 61_000)).toBe(true);
    expect(changes.isRecent("ieva", 61_001)).toBe(false);
    expect(changes.isRecent("janis", 1_000)).toBe(false);
  });

  it("restarts the period on a second change", () => {
    const changes = new RecentAccountChanges(60_000);
    changes.note("ieva", 0);
    changes.note("ieva", 50_000);
    expect(changes.isRecent("ieva", 100_000)).toBe(true);
  });
});
