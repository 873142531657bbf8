import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "@/dev/testing/with-intl";
import { EvidenceDifferenceView } from "./evidence-difference-view";

const sha = (c: string) => c.repeat(64);
const shown = (
  difference: Parameters<typeof EvidenceDifferenceView>[0]["difference"],
  pinned = true,
  locale?: "lv",
) => {
  const html = renderToStaticMarkup(
    withIntl(createElement(EvidenceDifferenceView, { difference, determinationPinned: pinned }), locale),
  );
  const items = [...html.matchAll(/<li data-change="(\w+)">(.*?)<\/li>/g)].map(
    ([, kind, inner]) => `${kind}: ${inner.replace(/<[^>]+>/g, "")}`,
  );
  return { html, items, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
};

describe("what refreshing the evidence changed", () => {
  it("names each number with its old and new retrieval, then those added and removed", () => {
    const { items, html, text } = shown({
      changed: [{ regcode: "40003000001", from: sha("a"), to: sha("b") }],
      added: [{ regcode: "40003000002", sha256: sha("c") }],
      removed: [{ regcode: "40003000003", sha256: sha("d") }],
      unchanged: 2,
    });
    expect(items).toEqual([
      `changed: 40003000001: ${"a".repeat(12)} → ${"b".repeat(12)}`,
      `added: Added: 40003000002 (${"c".repeat(12)})`,
      `removed: Removed: 40003000003 (${"d".repeat(12)})`,
    ]);
    // The whole hash is there for whoever hovers or reads it aloud.
    expect(html).toContain(`title="${sha("b")}"`);
    expect(text).toContain("2 records unchanged.");
    expect(text).toContain("The risk was computed again");
  });

  it("says plainly when nothing changed, and when the ownership could not yet be pinned", () => {
    const { items, text } = shown({ changed: [], added: [], removed: [], unchanged: 3 }, false);
    expect(items).toEqual([]);
    expect(text).toContain("Nothing changed: the register shows the same records.");
    expect(text).not.toContain("unchanged.");
    expect(text).toContain("The ownership determination is still being made");
  });

  it("speaks Latvian on a Latvian page", () => {
    const { items } = shown(
      { changed: [], added: [{ regcode: "40003000002", sha256: sha("c") }], removed: [], unchanged: 0 },
      true,
      "lv",
    );
    expect(items).toEqual([`added: Pievienots: 40003000002 (${"c".repeat(12)})`]);
  });
});
