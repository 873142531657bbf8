import "server-only";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { processWide } from "@/lib/platform/concurrency/process-wide";

type Pool = { browser: Browser; idle: Page[] };
const shared = processWide<{ pool?: Pool }>("pdf-warm-pages", () => ({}));

/**
 * A page to print in, each in a context of its own, kept open between prints: a new page starts a
 * renderer process and fetches the report's stylesheet again, which took longer than printing a
 * typical report. A page is lent to one print at a time, and before each its context forgets the
 * cookies the last report's answers set, so a page only ever sends the headers its print gives it.
 * One pool per process (routes are separate module graphs), begun again when the browser is.
 */
export async function borrowPage(browser: Browser): Promise<Page> {
  if (shared.pool?.browser !== browser) shared.pool = { browser, idle: [] };
  const { idle } = shared.pool;
  for (let page = idle.pop(); page; page = idle.pop()) {
    if (page.isClosed()) continue;
    await page.context().clearCookies();
    return page;
  }
  const context: BrowserContext = await browser.newContext();
  return context.newPage();
}

/**
 * Gives a page back once its print is done: emptied (the report it held is let go) and kept for the next,
 * or, when `keep` is false (the print failed or took its page apart), closed with its context.
 * It is emptied in place, staying at the report's origin: going to about:blank made Chromium swap the
 * page's renderer process for another, and the next print waited for a new one to start (a report's
 * load took 300–400 ms where it takes 110–180 ms in the renderer that held the last report).
 */
export async function returnPage(page: Page, keep: boolean): Promise<void> {
  const { pool } = shared;
  if (keep && !page.isClosed() && pool?.browser === page.context().browser()) {
    try {
      await page.setContent("");
      pool.idle.push(page);
      return;
    } catch {
      // Closed below.
    }
  }
  await page
    .context()
    .close()
    .catch(() => undefined);
}
