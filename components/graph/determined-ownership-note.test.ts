import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderComplete } from "@/dev/testing/render-complete";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { DeterminedOwnershipNote } from "./determined-ownership-note";

const render = async (allDrawn: boolean, locale: Locale = "en") =>
  (
    await renderComplete(
      createElement(DeterminedOwnershipNote, {
        determinedAt: "2025-03-04T10:00:00.000Z",
        records: 3,
        allDrawn,
        words: { t: translator(locale, "graph"), locale },
      }),
    )
  ).replaceAll("<!-- -->", "");

describe("DeterminedOwnershipNote", () => {
  it("names the determination and its panel as the authority instead of giving figures of its own", async () => {
    const html = await render(false);
    expect(html).toContain("Determined on 2025-03-04 from 3 register records.");
    expect(html).toContain("its figures are authoritative");
    expect(html).not.toMatch(/\d+(\.\d+)?%/);
    expect(html).toContain("Choose “Show the ownership chain” to draw every record the determination read.");
    expect(await render(true)).toContain("Every record the determination read is drawn above.");
  });

  it("says so in Latvian", async () => {
    const html = await render(true, "lv");
    expect(html).toContain("Īpašumtiesības noteiktas 04.03.2025, izmantojot reģistra ierakstus: 3.");
    expect(html).toContain("„Īpašumtiesības un kontrole”");
  });
});
