import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";

const classOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1].split(" ").sort();

describe("Button", () => {
  it("renders a busy form's button disabled and dimmed, so it can be neither clicked nor submitted twice", () => {
    const html = renderToStaticMarkup(
      createElement(Button, { type: "submit", variant: "primary", disabled: true }, "Sign in"),
    );
    expect(html).toMatch(/^<button type="submit"[^>]* disabled="">Sign in<\/button>$/);
    expect(classOf(html)).toContain("disabled:opacity-60");
  });

  it("keeps the looks the app's controls have always had, with a caller's own classes after them", () => {
    const small = renderToStaticMarkup(
      createElement(
        Button,
        { type: "button", size: "sm", className: "text-xs print:hidden", "aria-label": "Copy" },
        "⧉",
      ),
    );
    expect(small).toContain('aria-label="Copy"');
    expect(classOf(small)).toEqual(
      "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs hover:bg-slate-100 print:hidden".split(" ").sort(),
    );
    const toolbar = renderToStaticMarkup(
      createElement(Button, { type: "button", variant: "primary", size: "sm" }, "Print"),
    );
    expect(classOf(toolbar)).toEqual(
      "rounded bg-slate-900 px-3 py-1 text-sm font-medium text-white hover:bg-slate-700".split(" ").sort(),
    );
  });

  it("dresses a link as the button it stands beside", () => {
    const link = renderToStaticMarkup(
      createElement("a", { href: "/x", className: buttonClass({ variant: "danger" }) }, "Retry"),
    );
    const button = renderToStaticMarkup(createElement(Button, { type: "button", variant: "danger" }, "Retry"));
    expect(classOf(link)).toEqual(classOf(button));
    expect(classOf(link)).toContain("bg-red-900");
  });

  it("outlines a small confirming danger button in red alone: no grey border class to win over it", () => {
    const html = renderToStaticMarkup(
      createElement(Button, { type: "button", variant: "danger", size: "sm" }, "Delete"),
    );
    const classes = classOf(html) ?? [];
    expect(classes).toContain("border-red-800");
    expect(classes.filter((name) => name.startsWith("border-") && name !== "border-red-800")).toEqual([]);
  });
});
