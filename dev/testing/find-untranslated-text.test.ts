import { describe, expect, it } from "vitest";
import { findUntranslatedText } from "./find-untranslated-text";

const texts = (source: string) => findUntranslatedText("x.tsx", source).map((found) => found.text);

describe("findUntranslatedText", () => {
  it("finds words written into markup and text props", () => {
    const source = `export function A({ n }: { n: number }) {
      return (
        <section aria-label="Officers of the entity">
          <h2 title={n ? "Several" : "None"}>Officers</h2>
          {n > 0 && "have been found"}
          <Section heading={\`Members: \${n}\`} />
        </section>
      );
    }`;
    expect(texts(source)).toEqual([
      "Officers of the entity",
      "Several",
      "None",
      "Officers",
      "have been found",
      "Members:",
    ]);
  });

  it("finds the strings of a page's static metadata", () => {
    expect(texts(`export const metadata = { title: "Audit trail" };`)).toEqual(["Audit trail"]);
  });

  it("accepts catalogue lookups, codes, numbers and non-text props", () => {
    const source = `export function B() {
      const t = useTranslations("profile");
      return (
        <a href="/entities/x" className="text-sm underline" aria-label={t("open", { name: "x" })} aria-labelledby="the-heading">
          {kind === "officer role" && t("officer")}
          {t("officers")} · CSV — SHA-256 {42}
        </a>
      );
    }`;
    expect(texts(source)).toEqual([]);
  });

  it("says where the text is", () => {
    const [found] = findUntranslatedText("c.tsx", `const a = 1;\nconst b = <p>Hello</p>;`);
    expect(found).toEqual({ file: "c.tsx", line: 2, text: "Hello" });
  });
});
