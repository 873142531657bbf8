import type { Page } from "playwright-core";
import { z } from "zod";

/**
 * Installed before any page script: long tasks are not buffered for late observers, so they
 * must be collected from the start to see how long the main thread was blocked.
 */
export const LONG_TASK_RECORDER = `
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration);
    }).observe({ type: "longtask" });
  } catch {}
`;

/**
 * Also installed before any page script: when the page's heading (the entity's name) is first laid out on
 * screen, taken at the start of that animation frame. LCP says when the largest element was painted, which
 * need not be part of the record.
 */
export const HEADING_WATCH = `
  window.__benchHeadingShown = null;
  const watchHeading = (now) => {
    const heading = document.querySelector("main h1");
    if (heading && heading.getClientRects().length > 0) window.__benchHeadingShown = now;
    else requestAnimationFrame(watchHeading);
  };
  requestAnimationFrame(watchHeading);
`;

// A string, not a function: the bundler's helpers would not exist inside the page.
const COLLECT = `new Promise((resolve) => {
  const nav = performance.getEntriesByType("navigation")[0];
  let lcp = null;
  let lcpElement = null;
  const take = (entries) => {
    for (const entry of entries) {
      lcp = entry.startTime;
      lcpElement = entry.element ? entry.element.tagName.toLowerCase() : null;
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(() => {
    take(observer.takeRecords());
    observer.disconnect();
    resolve({
      ttfb: nav ? nav.responseStart : null,
      lcp,
      lcpElement,
      domNodes: document.getElementsByTagName("*").length,
      tableRows: document.getElementsByTagName("tr").length,
      longTasks: window.__benchLongTasks || [],
      headingShown: window.__benchHeadingShown ?? null,
    });
  }, 200);
})`;

const metricsSchema = z.object({
  ttfb: z.number().nullable(),
  lcp: z.number().nullable(),
  lcpElement: z.string().nullable(),
  domNodes: z.number(),
  tableRows: z.number(),
  longTasks: z.array(z.number()),
  headingShown: z.number().nullable(),
});

export type PageMetrics = z.infer<typeof metricsSchema>;

export async function collectMetrics(page: Page): Promise<PageMetrics> {
  return metricsSchema.parse(await page.evaluate(COLLECT));
}
