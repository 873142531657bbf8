import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { determine, holds, n, riskOf, sha } from "@/dev/testing/ownership-effect-fixture";
import { withIntl } from "@/dev/testing/with-intl";
import { ownershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { entity, person, record, withheld } from "@/lib/domain/ownership/ownership-fixtures";
import type { Locale } from "@/lib/platform/i18n/locales";
import { AlertEffect } from "./alert-effect";

const [ROOT, A, B] = [n(1), n(2), n(3)];

// The watched entity's grandparent takes a sanctioned member for half of what Kārlis held; a withheld person
// holds 10% of the watched entity throughout.
const root = record(ROOT, {
  name: "SIA “Liepa”",
  members: [holds(entity(A), 60), holds(person("Dace Vītola"), 30), holds(withheld(), 10)],
});
const parent = record(A, { name: "SIA “Ozols”", members: [holds(entity(B), 100)] });
const grandBefore = record(B, { name: "AS “Kalns”", members: [holds(person("Kārlis Ābols"), 100)] });
const grandAfter = record(B, {
  name: "AS “Kalns”",
  members: [holds(person("Kārlis Ābols"), 50), holds(person("Ivan Petrov"), 50)],
  sanctionedRelated: [person("Ivan Petrov")],
});
const effect = ownershipEffect(
  determine([root, parent, grandBefore]),
  determine([root, parent, grandAfter]),
  riskOf(root),
);

function shown(locale: Locale) {
  const html = renderToString(withIntl(createElement(AlertEffect, { effect }), locale)).replaceAll("<!-- -->", "");
  // Blocks apart, inline parts joined, as a reader sees them.
  const text = html
    .replace(/<\/?(section|div|h3|ul|li)[^>]*>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
  return { html, text };
}

describe("an alert's effect in detail", () => {
  it("shows each owner before → after with what moved, the sanctions and the risk", () => {
    const { text } = shown("en");
    expect(text).toContain("Ivan Petrov: 0% → 30% · now a beneficial owner · threshold: below the threshold");
    expect(text).toContain("→ meets the threshold (more than 25%) · sanctioned");
    expect(text).toContain("Kārlis Ābols: 60% → 30% · control lost");
    expect(text).toContain("Ivan Petrov (30%): came into the structure");
    expect(text).toContain("Held by sanctioned parties together: 0% → 30%");
    expect(text).toContain("New: Ivan Petrov");
    expect(text).toMatch(/Risk level .*medium \(\d+ points\) → high \(\d+ points\)/);
    expect(text).not.toContain("Dace Vītola");
  });

  it("links the record where it happened to both stored retrievals and to the changes between them", () => {
    const { html, text } = shown("en");
    const before = sha(grandBefore);
    const after = sha(grandAfter);
    expect(text).toContain("AS “Kalns” (40000000003), 2 layers up");
    expect(html).toContain(`href="/entities/${B}/snapshots/${before}"`);
    expect(html).toContain(`href="/entities/${B}/snapshots/${after}"`);
    expect(html).toContain(`href="/entities/${B}/changes?from=${before}&amp;to=${after}"`);
    expect(text).toContain("Before: retrieval of 2020-01-01 00:00:00 UTC");
  });

  it("reads in Latvian for a Latvian reader", () => {
    const { text } = shown("lv");
    expect(text).toContain("Ivan Petrov: 0% → 30% · tagad patiesais labuma guvējs");
    expect(text).toContain("Kārlis Ābols: 60% → 30% · zaudēta kontrole");
    expect(text).toContain("AS “Kalns” (40000000003), 2 slāņi augstāk");
    expect(text).toContain("Skatīt izmaiņas");
    expect(text).toMatch(/Riska līmenis .*vidējs \(\d+ punkti?\) → augsts \(\d+ punkti?\)/);
  });

  it("names a withheld person whose standing moved as withheld", () => {
    const withWithheld = (share: number) =>
      record(ROOT, { members: [holds(person("Anna Liepa"), 100 - share), holds(withheld(), share)] });
    const left = ownershipEffect(determine([withWithheld(30)]), determine([withWithheld(20)]));
    const text = renderToString(withIntl(createElement(AlertEffect, { effect: left }))).replace(/<[^>]+>/g, "");
    expect(text).toContain("a withheld person: 30% → 0% · no longer a beneficial owner");
  });
});
