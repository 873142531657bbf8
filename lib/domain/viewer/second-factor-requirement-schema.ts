import { z } from "zod";
import { errorKey } from "@/lib/platform/errors/error-text";
import { SECOND_FACTOR_REQUIREMENTS } from "./second-factor-requirement";

/**
 * Whose password sign-ins need a second step, as PUT /api/admin/second-factor reads it and as it and GET answer:
 * `{"requirement": "off" | "privileged" | "everyone"}`.
 */
export const secondFactorRequirementSchema = z.strictObject({
  requirement: z
    .enum(SECOND_FACTOR_REQUIREMENTS, { error: errorKey("secondFactorRequirement") })
    .describe("privileged: accounts with the admin or personal-data role"),
});
