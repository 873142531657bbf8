import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { createApiToken } from "@/lib/domain/api-tokens/api-tokens";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { session, user } from "@/lib/platform/db/schema/auth";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { ACTIVE_CASE_STATES } from "@/lib/domain/cases/case-types";
import { PURPOSE_CASE_STATES, statedPurpose, statePurpose } from "./access-purposes";

const regcode = "40003000001" as Regcode;

it("counts a case's purpose while the case is active, as the cases count it", () => {
  expect([...PURPOSE_CASE_STATES]).toEqual([...ACTIVE_CASE_STATES]);
});

forEachDatabase("stated purposes", (database) => {
  it("hold for the API token they were stated with, apart from the owner's browser session", async () => {
    const db = database();
    await db.insert(user).values({ id: "liga", name: "Līga", email: "liga@example.lv", roles: ["analyst"] });
    await db.insert(session).values({
      id: "s-liga",
      token: "t-liga",
      userId: "liga",
      expiresAt: new Date(Date.now() + 3_600_000),
      updatedAt: new Date(),
    });
    const owner = { userId: "liga", roles: ["analyst", "personal-data"] as const };
    const made = await createApiToken(
      db,
      { ...owner, roles: [...owner.roles] },
      {
        name: "KYC",
        roles: ["analyst", "personal-data"],
        expiresInDays: 30,
      },
    );
    const base = { userId: "liga", email: "liga@example.lv", name: "Līga", roles: [...owner.roles] };
    const browser: Viewer = { ...base, sessionId: "s-liga" };
    const script: Viewer = { ...base, sessionId: `api-token:${made.id}`, tokenId: made.id };

    await statePurpose(db, script, regcode, "Case 2026/17: onboarding");
    expect(await statedPurpose(db, script, regcode)).toBe("Case 2026/17: onboarding");
    expect(await statedPurpose(db, browser, regcode)).toBeNull();

    await statePurpose(db, browser, regcode, "Case 2026/18");
    await statePurpose(db, script, regcode, "Case 2026/17: review");
    expect([await statedPurpose(db, browser, regcode), await statedPurpose(db, script, regcode)]).toEqual([
      "Case 2026/18",
      "Case 2026/17: review",
    ]);
  });
});
