import { describe, expect, it } from "vitest";
import { messageIn } from "@/lib/platform/errors/app-error";
import {
  accessRefusal,
  ADMIN_ACCESS,
  ANALYST_ACCESS,
  AUDIT_ACCESS,
  PERSONAL_DATA_ACCESS,
  PUBLIC_ACCESS,
  SIGNED_IN_ACCESS,
} from "./access-rule";
import type { Role } from "./roles";
import type { Viewer } from "./viewer";

const viewer = (roles: Role[]): Viewer => ({
  userId: "u1",
  sessionId: "s1",
  email: "a@example.test",
  name: "A",
  roles,
});
const answer = (error: ReturnType<typeof accessRefusal>) => error && [error.status, messageIn(error, "en")];

describe("accessRefusal", () => {
  it("lets anyone through a public rule, and any signed-in account through signedIn", () => {
    expect(accessRefusal(PUBLIC_ACCESS, null)).toBeUndefined();
    expect(accessRefusal(SIGNED_IN_ACCESS, viewer([]))).toBeUndefined();
    expect(answer(accessRefusal(SIGNED_IN_ACCESS, null))).toEqual([401, "Sign in to use the API."]);
  });

  it("refuses an account without the role with 403, naming the role it lacks", () => {
    expect(answer(accessRefusal(ANALYST_ACCESS, viewer([])))).toEqual([
      403,
      "Your account does not have the analyst role this needs.",
    ]);
    expect(answer(accessRefusal(ANALYST_ACCESS, viewer(["auditor", "personal-data"])))?.[0]).toBe(403);
    expect(accessRefusal(ANALYST_ACCESS, viewer(["analyst"]))).toBeUndefined();
    expect(answer(accessRefusal(ADMIN_ACCESS, viewer(["analyst", "auditor"])))?.[0]).toBe(403);
  });

  it("needs every role of `roles` and one of `anyRole`", () => {
    expect(answer(accessRefusal(PERSONAL_DATA_ACCESS, viewer(["personal-data"])))).toEqual([
      403,
      "Your account does not have the analyst role this needs.",
    ]);
    expect(accessRefusal(PERSONAL_DATA_ACCESS, viewer(["analyst", "personal-data"]))).toBeUndefined();
    expect(accessRefusal(AUDIT_ACCESS, viewer(["admin"]))).toBeUndefined();
    expect(accessRefusal(AUDIT_ACCESS, viewer(["auditor"]))).toBeUndefined();
    expect(answer(accessRefusal(AUDIT_ACCESS, viewer(["analyst", "personal-data"])))).toEqual([
      403,
      "Your account needs one of these roles for this: auditor, admin.",
    ]);
  });
});
