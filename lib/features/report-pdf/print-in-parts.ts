import type { Page } from "playwright-core";
import type { Locale } from "@/lib/platform/i18n/locales";
import { joinParts } from "./join-parts";
import { splitInPage } from "./split-in-page";

/** Parts printed at once: one per core of the machine the figures were taken on; memory allows two. */
const PARTS_AT_ONCE = 2;

export interface PartsPrint {
  /** The report, loaded; the page is closed once split, to free its memory, and the parts print in its context. */
  page: Page;
  /** The report's address: each part is served at it, so its styles, images and links resolve as the whole's. */
  url: string;
  partElements: number;
  scale: number;
  /** The report's language, for the page counter. */
  locale: Locale;
}

/**
 * Prints the report loaded in `page` in parts of about `partElements` elements, `PARTS_AT_ONCE` at a time,
 * each in a page of its own (in the same context, so as the same viewer) that is closed when printed, and
 * joins them into one PDF.
 */
export async function printInParts({ page, url, partElements, scale, locale }: PartsPrint): Promise<Uint8Array> {
  const context = page.context();
  const { parts, targets } = await splitInPage(page, partElements);
  await page.close();
  const printed = new Array<Uint8Array>(parts.length);
  const address = new URL(url).href;
  let next = 0;
  const printer = async () => {
    for (let k = next++; k < parts.length; k = next++) {
      const partPage = await context.newPage();
      try {
        const html = parts[k]!;
        await partPage.route(
          (asked) => asked.href === address,
          (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }),
        );
        await partPage.goto(url, { waitUntil: "load", timeout: 0 });
        printed[k] = await partPage.pdf({ preferCSSPageSize: true, printBackground: true, scale });
      } finally {
        await partPage.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARTS_AT_ONCE, parts.length) }, printer));
  return joinParts(printed, { targets, locale });
}
