import { z } from "zod";
import { roleSchema } from "@/lib/domain/viewer/role-schema";
import { errorKey } from "@/lib/platform/errors/error-text";

/** The longest a token may live: a credential a script holds should be renewed at least yearly. */
export const MAX_API_TOKEN_DAYS = 365;

/** A token asked for: `{name, roles, expiresInDays}`, each problem worded for the one who asked. */
export const newApiTokenSchema = z.strictObject({
  name: z
    .string({ error: errorKey("tokenNameMissing") })
    .trim()
    .min(1, errorKey("tokenNameMissing"))
    .max(100, errorKey("tokenNameTooLong")),
  roles: z.array(roleSchema, { error: errorKey("tokenRolesMissing") }).min(1, errorKey("tokenRolesMissing")),
  expiresInDays: z
    .number({ error: errorKey("tokenExpiryDays") })
    .int(errorKey("tokenExpiryDays"))
    .min(1, errorKey("tokenExpiryDays"))
    .max(MAX_API_TOKEN_DAYS, errorKey("tokenExpiryDays")),
});

export type NewApiToken = z.output<typeof newApiTokenSchema>;
