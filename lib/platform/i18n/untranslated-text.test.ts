import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findUntranslatedText } from "@/dev/testing/find-untranslated-text";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function componentFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.join(dir, file));
}

describe("text the app shows", () => {
  it("comes from the message catalogues in every page and component", () => {
    const found = ["app", "components"]
      .flatMap(componentFiles)
      .flatMap((file) => findUntranslatedText(file, readFileSync(path.join(ROOT, file), "utf8")))
      .map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(found).toEqual([]);
  });
});
