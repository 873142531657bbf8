import { describe, expect, it } from "vitest";
import { encryptingCodec, plainCodec } from "./cache-cipher";

const SECRET = "an operator's cache secret, 32+ chars";

describe("encryptingCodec", () => {
  it("opens what it sealed, and the sealed text does not show the record", () => {
    const codec = encryptingCodec(SECRET);
    const sealed = codec.seal("legal:40003510005", '{"legal_name":"Bērziņš"}');
    expect(sealed).not.toContain("legal_name");
    expect(codec.open("legal:40003510005", sealed)).toBe('{"legal_name":"Bērziņš"}');
  });

  it("gives each value its own IV, so equal records do not look equal", () => {
    const codec = encryptingCodec(SECRET);
    expect(codec.seal("k", "same")).not.toBe(codec.seal("k", "same"));
  });

  it("refuses a value moved to another key, altered, sealed with another secret or never sealed", () => {
    const codec = encryptingCodec(SECRET);
    const sealed = codec.seal("legal:40003510005", "record");
    expect(codec.open("legal:40003520003", sealed)).toBeUndefined();
    const flipped = Buffer.from(sealed.slice(3), "base64");
    flipped[flipped.length - 1] ^= 1;
    expect(codec.open("legal:40003510005", `v1.${flipped.toString("base64")}`)).toBeUndefined();
    expect(encryptingCodec(`${SECRET}!`).open("legal:40003510005", sealed)).toBeUndefined();
    expect(codec.open("legal:40003510005", "record")).toBeUndefined();
    expect(codec.open("legal:40003510005", "v1.AAAA")).toBeUndefined();
  });
});

describe("plainCodec", () => {
  it("keeps the value as it is", () => {
    expect(plainCodec.open("k", plainCodec.seal("k", "x"))).toBe("x");
  });
});
