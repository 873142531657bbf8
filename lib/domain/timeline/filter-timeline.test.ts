import { describe, expect, it } from "vitest";
import { filterTimeline, groupByYear } from "./filter-timeline";
import { TIMELINE_CATEGORIES } from "@/lib/registry/record/timeline-categories";
import type { TimelineEvent } from "./timeline-types";

const event = (id: string, date: string, category: TimelineEvent["category"]): TimelineEvent => ({
  id,
  date,
  category,
  title: id,
  sectionAnchor: TIMELINE_CATEGORIES[category].anchor,
  annulled: false,
  until: null,
  removedOn: null,
});

const events = [
  event("a", "2024-05-01", "officers"),
  event("b", "2024-01-10", "members"),
  event("c", "2021-12-31", "officers"),
  event("d", "2019-03-03", "sanctions"),
];

describe("filterTimeline", () => {
  it("keeps only the chosen categories", () => {
    expect(filterTimeline(events, { categories: ["officers"] }).map((e) => e.id)).toEqual(["a", "c"]);
    expect(filterTimeline(events, { categories: [] })).toHaveLength(4);
  });

  it("keeps events within an inclusive date range", () => {
    expect(filterTimeline(events, { from: "2021-12-31", to: "2024-01-10" }).map((e) => e.id)).toEqual(["b", "c"]);
    expect(filterTimeline(events, { from: "2022-01-01" }).map((e) => e.id)).toEqual(["a", "b"]);
  });
});

describe("groupByYear", () => {
  it("groups consecutive events by year, newest first", () => {
    const groups = groupByYear(events);
    expect(groups.map((g) => [g.year, g.events.length])).toEqual([
      ["2024", 2],
      ["2021", 1],
      ["2019", 1],
    ]);
  });
});
