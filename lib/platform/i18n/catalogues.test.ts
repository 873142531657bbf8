import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { MESSAGES } from "./messages";

type Tree = { [key: string]: string | Tree };

/** Every message of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** The names a message fills in: {name}, {count, plural, …}, <link>…</link>. */
function argumentsOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g), ...message.matchAll(/<([A-Za-z_]\w*)>/g)];
  return [...new Set(names.map((match) => match[1]))].sort();
}

describe("the message catalogues", () => {
  const catalogues = LOCALES.map((locale) => ({ locale, flat: flatten(MESSAGES[locale]) }));
  const [english, ...others] = catalogues;

  it.each(others)("$locale has exactly the English keys", ({ flat }) => {
    expect([...flat.keys()].sort()).toEqual([...english!.flat.keys()].sort());
  });

  it.each(others)("$locale fills in the same values as English in every message", ({ flat }) => {
    const differing = [...english!.flat].filter(
      ([key, text]) => flat.has(key) && argumentsOf(text).join() !== argumentsOf(flat.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it.each(catalogues)("$locale has no empty message", ({ flat }) => {
    expect([...flat].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });
});
