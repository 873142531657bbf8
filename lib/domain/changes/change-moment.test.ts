import { describe, expect, it } from "vitest";
import { changeMoment } from "./change-moment";

/** Retrievals in the order they were made, given as "hash@day"; handed over newest first, as stored. */
const history = (...entries: string[]) =>
  entries
    .map((entry) => {
      const [sha256, day] = entry.split("@");
      return { sha256, retrievedAt: new Date(`2026-11-${day.padStart(2, "0")}T09:00:00Z`), credential: null };
    })
    .reverse();
const days = (moment: ReturnType<typeof changeMoment>) =>
  [moment.from, moment.to].map((r) => r?.retrievedAt.getUTCDate());

describe("changeMoment", () => {
  it("dates a change by the last retrieval before it and the first after it, not later ones of the same bytes", () => {
    expect(days(changeMoment(history("A@1", "A@2", "B@3", "B@4"), "A", "B"))).toEqual([2, 3]);
  });

  it("takes the latest time the record went from one to the other when it went back and forth", () => {
    expect(days(changeMoment(history("A@1", "B@2", "A@3", "B@4"), "A", "B"))).toEqual([3, 4]);
    expect(days(changeMoment(history("A@1", "B@2", "A@3"), "A", "B"))).toEqual([1, 2]);
    expect(days(changeMoment(history("A@1", "B@2", "C@3", "B@4"), "A", "B"))).toEqual([1, 2]);
  });

  it("takes each side's newest retrieval for a comparison asked backwards, and nothing for an unknown hash", () => {
    expect(days(changeMoment(history("A@1", "A@2", "B@3", "B@4"), "B", "A"))).toEqual([4, 2]);
    expect(days(changeMoment(history("A@1", "B@2"), "A", "X"))).toEqual([1, undefined]);
  });
});
