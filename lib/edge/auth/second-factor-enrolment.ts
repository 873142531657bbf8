import "server-only";
import { matchPagePath } from "@/lib/domain/routes/page-paths";
import { mustEnrolSecondFactor, type SecondFactorRequirement } from "@/lib/domain/viewer/second-factor-requirement";
import { readSecondFactorRequirement } from "@/lib/domain/viewer/second-factor-requirement-store";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { db } from "@/lib/platform/db/db";
import { AppError } from "@/lib/platform/errors/app-error";

/**
 * How long an instance goes by the requirement it last read: an administrator's change reaches the other
 * instances within it, and a request costs no database read for it.
 */
const REREAD_MS = 5_000;

const held = processWide<{ requirement?: SecondFactorRequirement; readAt: number }>(
  "second-factor-requirement",
  () => ({ readAt: Number.NEGATIVE_INFINITY }),
);

/** The requirement every instance goes by, read again from the database every few seconds. */
export async function currentSecondFactorRequirement(now = Date.now()): Promise<SecondFactorRequirement> {
  if (held.requirement !== undefined && now - held.readAt < REREAD_MS) return held.requirement;
  const requirement = await readSecondFactorRequirement(await db());
  held.requirement = requirement;
  held.readAt = now;
  return requirement;
}

/** The requirement as just written on this instance: its own next request goes by it at once. */
export function noteSecondFactorRequirement(requirement: SecondFactorRequirement, now = Date.now()): void {
  held.requirement = requirement;
  held.readAt = now;
}

/**
 * For a signed-in request: "enrol" when the requirement covers a session that has no second factor yet, for
 * anything but the page where it enrols (a page is sent there, the API answers 403). The sign-in page,
 * better-auth's routes (enrolling, signing out) and the language switch are public, and never come here.
 */
export async function enrolmentStop(viewer: Viewer | null, pathname: string): Promise<"enrol" | undefined> {
  // Most requests come from sessions that have a second factor: they need no requirement read.
  if (!viewer || viewer.secondFactor !== false || viewer.signInMethod === "sso") return undefined;
  if (matchPagePath(pathname)?.page === "accountSecurity") return undefined;
  return mustEnrolSecondFactor(viewer, await currentSecondFactorRequirement()) ? "enrol" : undefined;
}

/** What the API answers a session that must enrol first. */
export function enrolmentRequired(): AppError {
  return new AppError("second_factor_enrolment_required", "secondFactorEnrolment");
}
