import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { buildGraph } from "@/lib/domain/graph/build-graph";
import { parseGraphLayoutConfig } from "@/lib/domain/graph/graph-layout-config";
import { layoutGraph } from "@/lib/domain/graph/layout-graph";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { renderComplete } from "@/dev/testing/render-complete";
import { GraphSvg, type SanctionVerdict } from "./graph-svg";

const { maxNodes } = parseGraphLayoutConfig({});

async function renderTooMany(locale: Locale) {
  const graph = buildGraph(legalEntitySchema.parse(findDemoRecord(demoRegcodes.large)), locale);
  const layout = await layoutGraph(graph, locale, { shownByBand: { "-1:member": maxNodes + 50 } });
  const html = await renderComplete(
    createElement(GraphSvg, {
      layout,
      rootId: graph.rootId,
      title: "Relationships",
      words: { t: translator(locale, "graph"), locale },
      drawingId: "graph-test",
    }),
  );
  return { html: html.replaceAll("<!-- -->", ""), parties: layout.undrawn?.parties };
}

describe("GraphSvg", () => {
  it("says a view is too many to draw and points to the table, in place of an empty drawing", async () => {
    const { html, parties } = await renderTooMany("en");
    expect(html).not.toContain("<svg");
    expect(html).toMatch(/<p role="status"[^>]*>Too many to draw: this view has \d+ parties/);
    expect(html).toContain(`has ${parties} parties, more than the ${maxNodes} one drawing can show`);
    expect(html).toContain("The table view lists every relationship.");
  });

  it("says so in Latvian too", async () => {
    const { html, parties } = await renderTooMany("lv");
    expect(html).toContain(`vairāk personu (${parties}), nekā vienā zīmējumā var parādīt (${maxNodes})`);
  });

  describe("with the ownership determination's sanctions finding", () => {
    async function verdictOf(verdict: SanctionVerdict, locale: Locale = "en") {
      const graph = buildGraph(legalEntitySchema.parse(findDemoRecord(demoRegcodes.chain[0])), locale);
      const layout = await layoutGraph(graph, locale, { shownByBand: {} });
      const html = await renderComplete(
        createElement(GraphSvg, {
          layout,
          rootId: graph.rootId,
          title: "Relationships",
          verdict,
          words: { t: translator(locale, "graph"), locale },
          drawingId: "graph-test",
        }),
      );
      return [...html.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).slice(0, 2);
    }

    it("writes the share as the range the register allows and the determination's verdict", async () => {
      expect(await verdictOf({ percent: 20, majority: false, determined: { max: 60, restricted: false } })).toEqual([
        "⚠ Sanctioned parties hold 20% to 60% of this entity, directly or indirectly",
        "Ownership determination: below 50% and no control, so the 50% rule does not apply",
      ]);
    });

    it("warns of sanctioned control even where no share is held", async () => {
      expect(await verdictOf({ percent: 0, majority: true, determined: { max: 0, restricted: true } }, "lv")).toEqual([
        "⚠ Šo juridisko personu kontrolē sankciju subjekts",
        "Īpašumtiesību noteikšana: piemēro tos pašus ierobežojumus (kopā 50% vai vairāk vai kontrole)",
      ]);
    });
  });
});
