import { expect, it } from "vitest";
import { totpCode, wrongTotpCodes } from "./totp";

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890", eight digits.
const RFC_URI = "otpauth://totp/Test:someone?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&digits=8&period=30";

it("computes RFC 6238's SHA-1 test values", () => {
  const at = (seconds: number) => totpCode(RFC_URI, seconds * 1000);
  expect([59, 1111111109, 1111111111, 1234567890, 2000000000, 20000000000].map(at)).toEqual([
    "94287082",
    "07081804",
    "14050471",
    "89005924",
    "69279037",
    "65353130",
  ]);
});

it("reads six digits when the address names none, keeping leading zeros", () => {
  const uri = "otpauth://totp/Test:someone?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
  expect(totpCode(uri, 1111111109 * 1000)).toBe("081804");
});

it("finds codes that the app shows at no step near the time", () => {
  const uri = "otpauth://totp/Test:someone?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
  const at = 1111111109 * 1000;
  const near = [at - 30_000, at, at + 30_000].map((time) => totpCode(uri, time));
  const wrong = wrongTotpCodes(uri, 3, at);
  expect(wrong).toHaveLength(3);
  expect(wrong.filter((code) => near.includes(code) || !/^\d{6}$/.test(code))).toEqual([]);
});
