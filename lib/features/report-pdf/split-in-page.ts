import type { Page } from "playwright-core";
import { z } from "zod";

const reportPartsSchema = z.object({
  /** Whole HTML documents, in reading order: each is the report with only its share of the body. */
  parts: z.array(z.string()).min(1),
  /** For each element an in-document link points at, the part where it begins. */
  targets: z.record(z.string(), z.number().int().min(0)),
});

export type ReportParts = z.infer<typeof reportPartsSchema>;

/**
 * Splits the report loaded in `page` (see splitReport). The function goes to the page as its source text;
 * a transpiler may have wrapped its inner functions in a helper of its own (esbuild's keepNames adds
 * `__name`) that the page lacks, so the script brings a stand-in for it.
 */
export async function splitInPage(page: Page, budget: number): Promise<ReportParts> {
  const script = `((__name) => (${splitReport.toString()})(${JSON.stringify(budget)}))((fn) => fn)`;
  return reportPartsSchema.parse(await page.evaluate<unknown>(script));
}

/**
 * Splits the report loaded in this page into documents of about `budget` elements each, to be printed
 * separately and joined: Chromium's memory for printing grows with the document, and two parts print at
 * once on two cores. Runs inside the page (passed to page.evaluate), so it refers to nothing outside itself.
 *
 * Parts break only between blocks of the report (sections, tables' row groups, list items), never inside a
 * row, a field list or a drawing. Every part keeps the document's head and, for each container it shares
 * with a neighbour, that container's own table head, caption, column group, summary and styles, so a
 * table cut between parts has its head on both sides. A table also keeps, invisible, its widest rows, so
 * its columns are as wide in every part as in the whole. An element a link points at that lies in another
 * part gets an empty stand-in, so Chromium keeps the link, and the part that holds it a hidden link, so
 * Chromium marks its place; the joiner sends the links to that place.
 * The page counter is left out of every part: the joiner numbers the pages of the whole.
 */
function splitReport(budget: number): ReportParts {
  const REPEATED = new Set(["THEAD", "CAPTION", "COLGROUP", "SUMMARY", "STYLE", "LINK"]);
  const CONTAINERS = new Set(["BODY", "MAIN", "ARTICLE", "SECTION", "DIV", "DETAILS", "TABLE", "TBODY", "UL", "OL"]);
  const PART_CSS = "@page { @bottom-right { content: none !important } } @media screen { body { display: none } }";

  const weight = new Map<Element, number>();
  // Walked by sibling links: iterating `children` made an iterator per element, a quarter of the split's time.
  const weigh = (element: Element): number => {
    let total = 1;
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) total += weigh(child);
    weight.set(element, total);
    return total;
  };
  weigh(document.body);

  // Greedy: blocks in reading order fill a part until the next would overflow it.
  const span = new Map<Element, [number, number]>();
  let part = 0;
  let used = 0;
  const place = (size: number) => {
    if (used > 0 && used + size > budget) {
      part += 1;
      used = 0;
    }
    used += size;
    return part;
  };
  const divisible = (element: Element) =>
    CONTAINERS.has(element.tagName) && !element.hasAttribute("data-row") && weight.get(element)! > budget / 8;
  const assign = (element: Element): [number, number] => {
    let first = Infinity;
    let last = -Infinity;
    if (divisible(element)) {
      for (const child of element.children) {
        if (REPEATED.has(child.tagName)) continue;
        const [a, b] = assign(child);
        first = Math.min(first, a);
        last = Math.max(last, b);
      }
    }
    if (first === Infinity) first = last = place(weight.get(element)!);
    span.set(element, [first, last]);
    return [first, last];
  };
  assign(document.body);
  const count = part + 1;

  // Serialised once: each placed block as it is, and each shared container as its tags around its share.
  const scratch = document.createElement("div");
  const html = (node: Node) => {
    if (node instanceof Element) return node.outerHTML;
    scratch.replaceChildren(node.cloneNode());
    return scratch.innerHTML;
  };
  const tags = (element: Element) => {
    const empty = document.importNode(element, false).outerHTML;
    const close = empty.lastIndexOf("</");
    return [empty.slice(0, close), empty.slice(close)];
  };

  const widestRows = (table: HTMLTableElement) => {
    const best: { length: number; word: number; byLength?: Element; byWord?: Element }[] = [];
    for (const body of table.tBodies) {
      for (const row of body.rows) {
        for (const [column, cell] of [...row.cells].entries()) {
          if (cell.colSpan > 1) continue;
          const text = cell.textContent ?? "";
          const word = text.split(/\s+/).reduce((longest, w) => Math.max(longest, w.length), 0);
          const b = (best[column] ??= { length: -1, word: -1 });
          if (text.length > b.length) [b.length, b.byLength] = [text.length, row];
          if (word > b.word) [b.word, b.byWord] = [word, row];
        }
      }
    }
    const rows = new Set(best.flatMap((b) => [b.byLength, b.byWord]).filter((row) => row !== undefined));
    const hidden = document.createElement("tbody");
    hidden.setAttribute("style", "visibility: collapse");
    hidden.setAttribute("aria-hidden", "true");
    for (const row of rows) {
      const copy = document.importNode(row, true);
      for (const named of copy.querySelectorAll("[id]")) named.removeAttribute("id");
      hidden.append(copy);
    }
    return hidden.outerHTML;
  };
  const widest = new Map<HTMLTableElement, string>();

  const build = (element: Element, k: number, extra = ""): string => {
    const [first, last] = span.get(element)!;
    if (first > k || last < k) return "";
    if (first === k && last === k && !extra) return element.outerHTML;
    const [open, close] = tags(element);
    let inner = "";
    for (const child of element.childNodes) {
      inner += child instanceof Element && !REPEATED.has(child.tagName) ? build(child, k) : html(child);
    }
    if (element instanceof HTMLTableElement) {
      if (!widest.has(element)) widest.set(element, widestRows(element));
      inner += widest.get(element);
    }
    return open + inner + extra + close;
  };

  // Where an element is: in the parts its nearest placed or shared ancestor (or itself) spans.
  const spanOf = (element: Element): [number, number] => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const found = span.get(at);
      if (found) return found;
    }
    return [0, 0];
  };
  const fragmentId = (hash: string) => {
    try {
      return decodeURIComponent(hash.slice(1));
    } catch {
      return hash.slice(1);
    }
  };
  const targetSpans = new Map<string, [number, number]>();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const target = link.hash ? document.getElementById(fragmentId(link.hash)) : null;
    if (target) targetSpans.set(target.id, spanOf(target));
  }

  const [htmlOpen, htmlClose] = tags(document.documentElement);
  const head = document.head.outerHTML.replace(/<\/head>$/, `<style>${PART_CSS}</style></head>`);
  const parts: string[] = [];
  for (let k = 0; k < count; k++) {
    let extra = "";
    for (const [id, [first, last]] of targetSpans) {
      const standIn = document.createElement(first === k ? "a" : "span");
      if (first === k) {
        // Chromium marks only the places some link in the document points at.
        standIn.setAttribute("href", `#${id}`);
        standIn.hidden = true;
      } else if (first > k || last < k) standIn.id = id;
      else continue;
      extra += standIn.outerHTML;
    }
    parts.push(`<!DOCTYPE html>${htmlOpen}${head}${build(document.body, k, extra)}${htmlClose}`);
  }
  return { parts, targets: Object.fromEntries([...targetSpans].map(([id, [first]]) => [id, first])) };
}
