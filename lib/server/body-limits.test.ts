import { expect, it } from "vitest";
import { bodyLimitFor, parseBodyLimits } from "./body-limits";

it("gives a client book imported into a list the batch's limit, and other list addresses the ordinary one", () => {
  const limits = parseBodyLimits({});
  expect(bodyLimitFor("/api/batches", limits)).toBe(limits.batch);
  expect(bodyLimitFor("/api/watchlists/12/import", limits)).toBe(limits.batch);
  expect(bodyLimitFor("/api/watchlists/12", limits)).toBe(limits.other);
  expect(bodyLimitFor("/api/watchlists/12/check-all", limits)).toBe(limits.other);
  expect(bodyLimitFor("/api/auth/sign-in/email", limits)).toBe(limits.auth);
});
