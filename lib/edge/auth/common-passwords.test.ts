import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it.each([
    "1234567890",
    "qwertyuiop",
    "QWERTYUIOP",
    "1q2w3e4r5t",
    "password123",
    "Password2024!",
    "P@ssw0rd!!!",
    "iloveyou123",
    "basketball",
    "aaaaaaaaaa",
    "abcdefghij",
    "9876543210",
  ])("refuses %j", (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(["correct horse 1", "app-under-test-password", "long enough", ...DEMO_ACCOUNTS.map((a) => a.password)])(
    "accepts %j",
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
