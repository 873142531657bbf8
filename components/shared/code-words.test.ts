import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CodeWords } from "./code-words";

const render = (code: string, words: string) => renderToStaticMarkup(createElement(CodeWords, { code, words }));

describe("a register code in words", () => {
  it("shows the words once, the code on hover", () => {
    expect(render("IN_LIQUIDATION", "Likvidācijas procesā")).toBe(
      '<abbr title="IN_LIQUIDATION">Likvidācijas procesā</abbr>',
    );
  });

  it("shows a code once when its words are the code itself", () => {
    expect(render("SIA", "SIA")).toBe("SIA");
  });
});
