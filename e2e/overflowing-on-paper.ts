import type { Page } from "@playwright/test";

/**
 * What of the page's tables runs past the paper's edge, or out of its column into the next, laid out for print
 * at about an A4 page's width: "the table" for a table wider than its box, else each such cell's text.
 */
export async function overflowingOnPaper(page: Page): Promise<(string | null)[]> {
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 700, height: 1000 });
  const found = await page
    .locator("table")
    .evaluateAll((tables) =>
      tables.flatMap((table) => [
        ...(table.scrollWidth > table.parentElement!.clientWidth ? ["the table"] : []),
        ...[...table.querySelectorAll("td")]
          .filter((td) => td.scrollWidth > td.clientWidth)
          .map((td) => td.textContent),
      ]),
    );
  // Back to no emulation: page.pdf() then prints with print styles, as it would have.
  await page.emulateMedia({ media: null });
  return found;
}
