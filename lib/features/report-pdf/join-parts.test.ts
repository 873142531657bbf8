import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { joinParts } from "./join-parts";

const folder = mkdtempSync(path.join(tmpdir(), "join-parts-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function part(title: string, pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  for (let i = 0; i < pages; i++) pdf.addPage([595.28, 841.89]);
  return pdf.save();
}

describe("joinParts", () => {
  it.each(LOCALES)("numbers the pages of the whole in the report's language (%s)", async (locale) => {
    const joined = await joinParts([await part("Report: first", 2), await part("Report: second", 1)], {
      targets: {},
      locale,
    });
    const file = path.join(folder, `${locale}.pdf`);
    writeFileSync(file, joined);
    const pages = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);
    const t = translator(locale, "report");
    expect(pages.map((page) => page.trim())).toEqual(
      [1, 2, 3].map((n) => `${t("print.page")} ${n} ${t("print.of")} 3`),
    );
    expect((await PDFDocument.load(joined)).getTitle()).toBe("Report: first");
  });
});
