import { describe, expect, it } from "vitest";
import { NODE_WIDTH } from "@/lib/domain/graph/layout-types";
import { fitWidthCss, fitZoom, MIN_FIT_ZOOM, openingScroll, READABLE_TEXT_PX, SMALLEST_TEXT } from "./fit-view";

describe("fitZoom", () => {
  it("shows a drawing a little wider than the viewport whole, shrunk to fit", () => {
    expect(fitZoom(900, 780)).toBeCloseTo(780 / 900);
  });

  it("never enlarges a small drawing beyond one to one", () => {
    expect(fitZoom(500, 780)).toBe(1);
  });

  it("stops at the readable minimum for a very wide drawing, which then scrolls", () => {
    expect(fitZoom(4000, 780)).toBe(MIN_FIT_ZOOM);
    expect(SMALLEST_TEXT * fitZoom(4000, 780)).toBeCloseTo(READABLE_TEXT_PX);
  });

  it("keeps one to one before the viewport is measured", () => {
    expect(fitZoom(1200, 0)).toBe(1);
  });
});

describe("fitWidthCss", () => {
  it("gives the browser the same rule, so the first paint is already fitted", () => {
    expect(fitWidthCss(1200)).toBe(`clamp(${Math.ceil(1200 * MIN_FIT_ZOOM)}px, 100%, 1200px)`);
  });
});

describe("openingScroll", () => {
  it("opens at the left edge when the entity's box is in view from there", () => {
    expect(openingScroll(400, 0.9, 780)).toBe(0);
  });

  it("scrolls a drawing too wide to fit only as far as the entity's whole box needs", () => {
    const zoom = MIN_FIT_ZOOM;
    const scroll = openingScroll(1500, zoom, 780);
    expect(scroll).toBeGreaterThan(0);
    expect(1500 * zoom).toBeGreaterThanOrEqual(scroll);
    expect((1500 + NODE_WIDTH) * zoom).toBeLessThanOrEqual(scroll + 780);
  });
});
