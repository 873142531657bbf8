import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/database";
import { appSettings } from "@/lib/platform/db/schema/app-settings";
import { isSecondFactorRequirement, type SecondFactorRequirement } from "./second-factor-requirement";

const SETTING_KEY = "second-factor-requirement";

/** The requirement as an administrator last set it; "off" until one does. */
export async function readSecondFactorRequirement(db: Database): Promise<SecondFactorRequirement> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  return isSecondFactorRequirement(row?.value) ? row.value : "off";
}

/** Sets the requirement for every instance; answers the one it replaced, for the audit trail. */
export async function writeSecondFactorRequirement(
  db: Database,
  requirement: SecondFactorRequirement,
): Promise<SecondFactorRequirement> {
  return db.transaction(async (tx) => {
    // Locked, so two administrators changing it at once each record the value they really replaced.
    const [row] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SETTING_KEY))
      .for("update");
    await tx
      .insert(appSettings)
      .values({ key: SETTING_KEY, value: requirement })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: requirement, updatedAt: sql`now()` } });
    return isSecondFactorRequirement(row?.value) ? row.value : "off";
  });
}
