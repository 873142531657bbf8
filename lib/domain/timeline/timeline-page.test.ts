import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildTimeline } from "./build-timeline";
import { isTimelinePage, timelinePage } from "./timeline-page";

const events = buildTimeline(legalEntitySchema.parse(findDemoRecord(demoRegcodes.large)), "en");

describe("timelinePage", () => {
  it("pages the filtered events and counts every category of the whole record", () => {
    const officers = events.filter((e) => e.category === "officers");
    const page = timelinePage(events, { categories: ["officers"] }, 2, 100);
    expect(page).toMatchObject({ total: events.length, matching: officers.length, page: 2, pageSize: 100 });
    expect(page.events).toEqual(officers.slice(100, 200));
    expect(Object.values(page.counts).reduce((a, b) => a + b, 0)).toBe(events.length);
    expect(page.counts.officers).toBe(officers.length);
  });

  it("accepts its own output after a JSON round trip and refuses other shapes", () => {
    const page = JSON.parse(JSON.stringify(timelinePage(events, {}, 1)));
    expect(isTimelinePage(page)).toBe(true);
    expect(isTimelinePage({ ...page, events: [{ ...page.events[0], category: "bogus" }] })).toBe(false);
    expect(isTimelinePage({ ...page, matching: "12" })).toBe(false);
    expect(isTimelinePage({ error: { message: "x" } })).toBe(false);
  });
});
