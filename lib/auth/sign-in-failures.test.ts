import { describe, expect, it } from "vitest";
import { SignInFailures } from "./sign-in-failures";

describe("SignInFailures", () => {
  it("refuses a key after max failures until the oldest one leaves the window", () => {
    const failures = new SignInFailures({ max: 2, windowMs: 60_000 });
    failures.recordFailure("account:a", 0);
    expect(failures.retryAfterSeconds("account:a", 1_000)).toBe(0);
    failures.recordFailure("account:a", 10_000);
    expect(failures.retryAfterSeconds("account:a", 10_000)).toBe(50);
    expect(failures.retryAfterSeconds("account:b", 10_000)).toBe(0);
    expect(failures.retryAfterSeconds("account:a", 60_000)).toBe(0);
  });

  it("forgets a key's failures after a successful sign-in", () => {
    const failures = new SignInFailures({ max: 1, windowMs: 60_000 });
    failures.recordFailure("account:a", 0);
    failures.clear("account:a");
    expect(failures.retryAfterSeconds("account:a", 0)).toBe(0);
  });
});
