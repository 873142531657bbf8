import { describe, expect, it } from "vitest";
import { PRINTED_FOR_HEADER, printedFor, printedForValue } from "./printed-for";

const headers = (value: string) => new Headers({ [PRINTED_FOR_HEADER]: value });

describe("printedFor", () => {
  it("reads back the address this process vouched for", () => {
    expect(printedFor(headers(printedForValue("203.0.113.7")))).toBe("203.0.113.7");
    expect(printedFor(headers(printedForValue("2001:db8::1")))).toBe("2001:db8::1");
  });

  it("ignores a header a client made up, altered or left out", () => {
    const genuine = printedForValue("203.0.113.7");
    expect(printedFor(headers(genuine.replace("203.0.113.7", "198.51.100.1")))).toBeUndefined();
    expect(printedFor(headers(`203.0.113.7 ${"0".repeat(64)}`))).toBeUndefined();
    expect(printedFor(headers("203.0.113.7"))).toBeUndefined();
    expect(printedFor(new Headers())).toBeUndefined();
  });
});
