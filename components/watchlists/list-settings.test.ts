import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { withIntl } from "@/dev/testing/with-intl";
import { ListSettings } from "./list-settings";

const nothing = () => undefined;
const router = {
  back: nothing,
  forward: nothing,
  refresh: nothing,
  push: nothing,
  replace: nothing,
  prefetch: nothing,
  bfcacheId: "test",
};

const depthChoice = (depth: number | null, locale: "en" | "lv" = "en") => {
  const html = renderToString(
    withIntl(
      // The controls refresh the page after a change: a router is all they need of the app around them.
      createElement(
        AppRouterContext.Provider,
        { value: router },
        createElement(ListSettings, { id: 7, name: "Klienti", entries: 3, depth, maxDepth: 4 }),
      ),
      locale,
    ),
  );
  const select = html.match(/<select[^>]*>(.*?)<\/select>/s)?.[1] ?? "";
  const options = [...select.matchAll(/<option value="(\d*)"( selected="")?>(.*?)<\/option>/g)].map(
    ([, value, selected, words]) => ({ value, selected: selected !== undefined, words }),
  );
  return { html, options };
};

describe("a list owner's choice of how deep the list watches", () => {
  it("offers the determination's own depth first, then each layer up to it, with the list's own chosen", () => {
    const { html, options } = depthChoice(2);
    expect(html).toContain("Ownership layers Klienti watches");
    expect(options.map(({ value, words }) => [value, words])).toEqual([
      ["", "As deep as the determination reads (4)"],
      ["1", "1 layer"],
      ["2", "2 layers"],
      ["3", "3 layers"],
      ["4", "4 layers"],
    ]);
    expect(options.filter((option) => option.selected).map((option) => option.value)).toEqual(["2"]);
  });

  it("shows a list without a depth of its own on the determination's, in Latvian too", () => {
    const { options } = depthChoice(null, "lv");
    expect(options.find((option) => option.selected)?.value).toBe("");
    expect(options[1]?.words).toBe("1 slānis");
  });
});
