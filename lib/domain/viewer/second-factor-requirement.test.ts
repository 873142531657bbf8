import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { mustEnrolSecondFactor, requirementCovers } from "./second-factor-requirement";
import { readSecondFactorRequirement, writeSecondFactorRequirement } from "./second-factor-requirement-store";
import type { Viewer } from "./viewer";

it("covers administrators and personal-data accounts when privileged, every account when everyone", () => {
  const accounts = [["analyst"], ["analyst", "personal-data"], ["auditor"], ["admin"], []] as const;
  const covered = (requirement: "off" | "privileged" | "everyone") =>
    accounts.map((roles) => requirementCovers(requirement, roles));
  expect(covered("off")).toEqual([false, false, false, false, false]);
  expect(covered("privileged")).toEqual([false, true, false, true, false]);
  expect(covered("everyone")).toEqual([true, true, true, true, true]);
});

it("holds back only a password session without a second factor", () => {
  const viewer: Viewer = {
    userId: "u1",
    sessionId: "s1",
    email: "a@example.lv",
    name: "A",
    roles: ["admin"],
    secondFactor: false,
    signInMethod: "password",
  };
  expect(mustEnrolSecondFactor(viewer, "privileged")).toBe(true);
  expect(mustEnrolSecondFactor({ ...viewer, secondFactor: true }, "everyone")).toBe(false);
  expect(mustEnrolSecondFactor({ ...viewer, signInMethod: "sso" }, "everyone")).toBe(false);
  expect(mustEnrolSecondFactor(viewer, "off")).toBe(false);
});

forEachDatabase("the second-factor requirement", (database) => {
  it("is off until set, and each change answers the one it replaced", async () => {
    expect(await readSecondFactorRequirement(database())).toBe("off");
    expect(await writeSecondFactorRequirement(database(), "privileged")).toBe("off");
    expect(await writeSecondFactorRequirement(database(), "everyone")).toBe("privileged");
    expect(await readSecondFactorRequirement(database())).toBe("everyone");
  });
});
