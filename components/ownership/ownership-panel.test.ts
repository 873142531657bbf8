import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { OwnershipAnswer } from "@/components/query/ownership-query";
import { SAMPLE_ROOT, sampleDetermination } from "@/dev/testing/sample-determination";
import { withIntl } from "@/dev/testing/with-intl";
import type { Locale } from "@/lib/platform/i18n/locales";
import { OwnershipPanel, OwnershipPanelView } from "./ownership-panel";

/** The panel for what the query holds for the entity (nothing, an answer, a failure), as the browser paints it. */
function render(locale: Locale, seed?: { data: OwnershipAnswer } | { error: Error }) {
  const panel = createElement(OwnershipPanelView, {
    answer: seed && "data" in seed ? seed.data : undefined,
    error: seed && "error" in seed ? seed.error : null,
    retrying: false,
    retry: () => {},
  });
  return renderToString(withIntl(panel, locale)).replaceAll("<!-- -->", "");
}

/** The panel in the server's HTML, whatever the query cache holds. */
function serverHtml(data: OwnershipAnswer) {
  const client = new QueryClient();
  client.setQueryData(["ownership", SAMPLE_ROOT], data);
  const panel = createElement(QueryClientProvider, { client }, createElement(OwnershipPanel, { regcode: SAMPLE_ROOT }));
  return renderToString(withIntl(panel, "en"));
}

describe("the profile's ownership panel", () => {
  it("paints loading in the server's HTML even when the query already holds the answer, as hydration needs", () => {
    const html = serverHtml({ status: "ready", determination: sampleDetermination() });
    expect(html).toContain('data-ownership="loading"');
    expect(html).not.toContain("Jānis Ozols");
  });

  it("says it is loading before the first answer", () => {
    expect(render("en")).toContain('data-ownership="loading"');
    expect(render("lv")).toContain("Ielādē īpašumtiesību un kontroles aprēķinu…");
  });

  it("says how far the server has got while it resolves the structure", () => {
    const resolving: OwnershipAnswer = {
      status: "resolving",
      progress: { recordsRead: 12, queued: 5, depth: 3 },
      retryAfterMs: 2000,
    };
    expect(render("en", { data: resolving })).toContain(
      "Resolving the ownership structure: 12 records read, 5 queued, 3 layers deep so far.",
    );
    expect(render("lv", { data: resolving })).toContain(
      "Nosaka īpašumtiesību struktūru: nolasīto ierakstu skaits — 12, rindā — 5, līdz šim sasniegtais slānis — 3.",
    );
    expect(render("en", { data: { ...resolving, progress: null } })).toContain("Resolving the ownership structure…");
  });

  it("shows the determination, folding the others reached and the records used", () => {
    const html = render("en", { data: { status: "ready", determination: sampleDetermination() } });
    expect(html).toContain('data-ownership="ready"');
    expect(html).toContain("Jānis Ozols");
    expect(html).toMatch(/<summary[^>]*>Everyone else reached through the chains \(2\)<\/summary>/);
    expect(html).toMatch(/<summary[^>]*>Records used \(2\)<\/summary>/);
    expect(html).toMatch(/<abbr title="(a1){32}"[^>]*>a1a1a1a1a1a1…<\/abbr>/);
    expect(html).not.toContain("Method");
  });

  it("says a failure plainly, in the server's words, with a way to try again", () => {
    const html = render("en", { error: new Error("The registry could not be reached. Try again shortly.") });
    expect(html).toMatch(/role="alert"[^>]*><p>The registry could not be reached. Try again shortly.<\/p>/);
    expect(html).toContain(">Try again</button>");
  });
});
