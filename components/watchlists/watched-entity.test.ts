import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "@/dev/testing/with-intl";
import { WatchedEntity } from "./watched-entity";

const shown = (name: string | null) => {
  const html = renderToString(withIntl(createElement(WatchedEntity, { regcode: "40003510005", name })));
  const text = html.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");
  return { html, text };
};

describe("a watched entity in a list", () => {
  it("is its name, linked to its profile, then its number", () => {
    const { html, text } = shown("SIA “Dzintars”");
    expect(text).toBe("SIA “Dzintars” 40003510005");
    expect(html).toMatch(/<a [^>]*href="\/entities\/40003510005"[^>]*>SIA “Dzintars”/);
  });

  it("is its number once, as the link, while no record of it has been seen", () => {
    const { html, text } = shown(null);
    expect(text).toBe("40003510005");
    expect(html).toMatch(/<a [^>]*href="\/entities\/40003510005"[^>]*>40003510005/);
  });
});
