import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { renderComplete } from "@/dev/testing/render-complete";
import { withIntl } from "@/dev/testing/with-intl";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { QueryProvider } from "@/components/shared/query-provider";
import { GraphExplorer } from "./graph-explorer";
import { relationshipDrawing } from "./relationship-graph-section";

/** The explorer of the chain's first entity as the page's server HTML has it. */
async function render(snapshot?: string) {
  const regcode = demoRegcodes.chain[0];
  const record = legalEntitySchema.parse(findDemoRecord(regcode));
  const drawing = await relationshipDrawing(
    { record, sha256: `explorer-${regcode}`, redaction: null, retrievedAt: "2026-01-01T00:00:00Z" },
    { locale: "en" },
  );
  const explorer = createElement(GraphExplorer, { ...drawing.explorer, snapshot, title: drawing.explorer.name });
  return (await renderComplete(withIntl(createElement(QueryProvider, null, explorer)))).replaceAll("<!-- -->", "");
}

describe("GraphExplorer", () => {
  it("offers the ownership chain as a button, with a place where its progress is announced", async () => {
    const html = await render();
    expect(html).toMatch(/<button type="button"[^>]*>Show the ownership chain<\/button><span role="status"/);
    // Until a determination is at hand, the graph's own estimate is the summary.
    expect(html).toContain("Ultimate owners and their effective share");
  });

  it("offers no chain on a stored copy, whose graph is not the one the determination read", async () => {
    const html = await render("f".repeat(64));
    expect(html).not.toContain("Show the ownership chain");
  });
});
