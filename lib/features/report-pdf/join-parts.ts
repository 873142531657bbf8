import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, StandardFonts, rgb } from "pdf-lib";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { PAGE_COUNTER_STYLE, PAGE_MARGINS_MM } from "@/lib/domain/report/print-css";

const POINTS_PER_MM = 72 / 25.4;
// Helvetica's capital height, per unit of size: the counter's capitals are centred in the bottom margin.
const CAP_HEIGHT = 0.718;

export interface JoinOptions {
  /** For each link target, the part where it begins (from splitInPage). */
  targets: Record<string, number>;
  /** The report's language, for the counter's words: "Page 3 of 398", "Lappuse 3 no 398". */
  locale: Locale;
}

function hexColor(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return rgb(r, g, b);
}

/**
 * One PDF from the PDFs of a report's parts, in order: their pages, the first part's title and producer,
 * in-document links sent to the part where their target begins, and the page counter of the whole
 * ("Page 3 of 398", which no part can know) where the report's print CSS puts it.
 */
export async function joinParts(parts: Uint8Array[], { targets, locale }: JoinOptions): Promise<Uint8Array> {
  const joined = await PDFDocument.create({ updateMetadata: false });
  const destinations = PDFDict.withContext(joined.context);
  for (const [k, bytes] of parts.entries()) {
    const part = await PDFDocument.load(bytes, { updateMetadata: false });
    if (k === 0) {
      joined.setTitle(part.getTitle() ?? "");
      joined.setCreator(part.getCreator() ?? "");
      joined.setProducer(part.getProducer() ?? "");
      const created = part.getCreationDate();
      if (created) joined.setCreationDate(created);
    }
    const pages = await joined.copyPages(part, part.getPageIndices());
    const pageOf = new Map<PDFRef, PDFRef>(part.getPages().map((page, i) => [page.ref, pages[i]!.ref]));
    for (const page of pages) joined.addPage(page);
    const named = part.catalog.lookupMaybe(PDFName.of("Dests"), PDFDict);
    for (const [name, value] of named?.entries() ?? []) {
      if ((targets[name.decodeText()] ?? k) !== k) continue;
      const destination = part.context.lookup(value);
      if (!(destination instanceof PDFArray)) continue;
      const [page, ...view] = destination.asArray();
      const target = page instanceof PDFRef ? pageOf.get(page) : undefined;
      if (target) destinations.set(name, joined.context.obj([target, ...view]));
    }
  }
  if (destinations.keys().length > 0) joined.catalog.set(PDFName.of("Dests"), joined.context.register(destinations));

  const font = await joined.embedFont(StandardFonts.Helvetica);
  const size = PAGE_COUNTER_STYLE.sizePt;
  const color = hexColor(PAGE_COUNTER_STYLE.color);
  const bottom = PAGE_MARGINS_MM.bottom * POINTS_PER_MM;
  const right = PAGE_MARGINS_MM.right * POINTS_PER_MM;
  const t = translator(locale, "report");
  const total = joined.getPageCount();
  for (const [i, page] of joined.getPages().entries()) {
    const text = `${t("print.page")} ${i + 1} ${t("print.of")} ${total}`;
    const x = page.getWidth() - right - font.widthOfTextAtSize(text, size);
    page.drawText(text, { x, y: (bottom - CAP_HEIGHT * size) / 2, size, font, color });
  }
  return joined.save();
}
