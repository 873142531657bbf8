import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NoteText, noteSegments } from "./note-text";

const SHA = "a".repeat(64);
const html = (text: string) => renderToStaticMarkup(createElement(NoteText, { text }));
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe("a note's text", () => {
  it("links web addresses, profile sections, stored copies and cases, leaving sentence punctuation outside", () => {
    const text = `See https://example.lv/a?b=1. Owners: /entities/40003000001#ownership, copy /entities/40003000001/snapshots/${SHA} (and /cases/12).`;
    expect(hrefs(html(text))).toEqual([
      "https://example.lv/a?b=1",
      "/entities/40003000001#ownership",
      `/entities/40003000001/snapshots/${SHA}`,
      "/cases/12",
    ]);
    expect(
      noteSegments(text)
        .map((s) => (s.kind === "text" ? s.text : `[${s.href}]`))
        .join(""),
    ).toBe(
      `See [https://example.lv/a?b=1]. Owners: [/entities/40003000001#ownership], copy [/entities/40003000001/snapshots/${SHA}] (and [/cases/12]).`,
    );
  });

  it("writes markup in a note as text: no element, attribute or script of its own reaches the page", () => {
    const markup = html(`<img src=x onerror="alert(1)"> <script>alert(2)</script> <a href="javascript:alert(3)">x</a>`);
    expect(markup).not.toMatch(/<(img|script)\b/);
    expect(hrefs(markup)).toEqual([]);
    expect(markup).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("links no address a script could run from, nor a path that is no page of the app", () => {
    const markup = html(`javascript:alert(1) data:text/html,x /entities/../admin /etc/passwd a/cases/1`);
    expect(hrefs(markup)).toEqual([]);
    expect(hrefs(html(`"https://x.lv/"onmouseover="alert(1)`))).toEqual(["https://x.lv/"]);
  });
});
