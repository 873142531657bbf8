import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalQuery } from "./canonical-query";
import { percentDecode } from "./percent-decode";
import { percentEncode } from "./percent-encode";

// Few distinct keys so that equal keys are common; values are any well-formed Unicode text.
const key = fc.constantFrom("a", "b", "z", "ä", "a b", "a!", "x+y", "é", "\uFFFD", "😀", "a\u{1F600}");
const text = fc.string({ unit: "binary", maxLength: 12 });
const pairs = fc.array(fc.tuple(key, text), { maxLength: 12 });

const toQuery = (list: [string, string][]) => list.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&");
const parse = (query: string) =>
  query === "" ? [] : query.split("&").map((pair) => pair.split("=").map(percentDecode) as [string, string]);

describe("canonical query (properties)", () => {
  it("orders by key and keeps equal keys in their original order", () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const out = parse(canonicalQuery(toQuery(list)));
        // The spec orders by the decoded key; UTF-8 byte order is code point order, not UTF-16 order.
        const keys = out.map(([k]) => Buffer.from(k, "utf8"));
        expect(keys).toEqual([...keys].sort(Buffer.compare));
        for (const k of new Set(list.map(([k]) => k))) {
          expect(out.filter(([ok]) => ok === k).map(([, v]) => v)).toEqual(
            list.filter(([ik]) => ik === k).map(([, v]) => v),
          );
        }
      }),
    );
  });

  it("is idempotent on any input, malformed escapes included", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "=", "&", "%", "2", "B", "+", " ", "ü", "?") }), (raw) => {
        const once = canonicalQuery(raw);
        expect(canonicalQuery(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (raw) => {
        expect(canonicalQuery(canonicalQuery(raw))).toBe(canonicalQuery(raw));
      }),
    );
  });

  it("decodes what it encodes, for any Unicode text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        expect(percentDecode(percentEncode(value))).toBe(value);
      }),
    );
  });

  it("encodes to unreserved characters, '+' and upper-case escapes only", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        expect(percentEncode(value)).toMatch(/^(?:[A-Za-z0-9\-_.~+]|%[0-9A-F]{2})*$/);
      }),
    );
  });
});
