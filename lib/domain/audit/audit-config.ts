import { z } from "zod";

const schema = z.object({
  AUDIT_CHAIN_KEY: z.string().min(32, { error: "AUDIT_CHAIN_KEY must be at least 32 characters" }).optional(),
  AUDIT_ANCHOR_FILE: z.string().min(1).optional(),
  AUDIT_ANCHOR_URL: z
    .url({ protocol: /^https?$/, error: "AUDIT_ANCHOR_URL must be an http:// or https:// address" })
    .optional(),
  AUDIT_ANCHOR_MINUTES: z.coerce
    .number({ error: "AUDIT_ANCHOR_MINUTES must be a whole number of minutes" })
    .int({ error: "AUDIT_ANCHOR_MINUTES must be a whole number of minutes" })
    .min(1, { error: "AUDIT_ANCHOR_MINUTES must be between 1 and 60" })
    .max(60, { error: "AUDIT_ANCHOR_MINUTES must be between 1 and 60" })
    .default(10),
  AUDIT_ACCEPT_UNKEYED_UNTIL: z.coerce
    .number({ error: "AUDIT_ACCEPT_UNKEYED_UNTIL must be the number (seq) of the newest unkeyed audit row" })
    .int({ error: "AUDIT_ACCEPT_UNKEYED_UNTIL must be the number (seq) of the newest unkeyed audit row" })
    .min(1, { error: "AUDIT_ACCEPT_UNKEYED_UNTIL must be the number (seq) of the newest unkeyed audit row" })
    .optional(),
});

export interface AuditConfig {
  /** The key the chain's hashes are made with; kept outside the database. */
  chainKey?: string;
  /** Where signed chain heads go: a file appended to, a URL posted to, or both. */
  anchorFile?: string;
  anchorUrl?: string;
  anchorMinutes: number;
  /** The newest row of a trail from before keying that the operator vouches for, so the app may key after it. */
  acceptUnkeyedUntil?: number;
}

/** The audit trail's settings from the environment; a bad value stops the start with its reason. */
export function parseAuditConfig(env: Record<string, string | undefined>): AuditConfig {
  const parsed = schema.safeParse({
    AUDIT_CHAIN_KEY: env.AUDIT_CHAIN_KEY || undefined,
    AUDIT_ANCHOR_FILE: env.AUDIT_ANCHOR_FILE || undefined,
    AUDIT_ANCHOR_URL: env.AUDIT_ANCHOR_URL || undefined,
    AUDIT_ANCHOR_MINUTES: env.AUDIT_ANCHOR_MINUTES || undefined,
    AUDIT_ACCEPT_UNKEYED_UNTIL: env.AUDIT_ACCEPT_UNKEYED_UNTIL || undefined,
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  const { AUDIT_CHAIN_KEY, AUDIT_ANCHOR_FILE, AUDIT_ANCHOR_URL, AUDIT_ANCHOR_MINUTES, AUDIT_ACCEPT_UNKEYED_UNTIL } =
    parsed.data;
  return {
    chainKey: AUDIT_CHAIN_KEY,
    anchorFile: AUDIT_ANCHOR_FILE,
    anchorUrl: AUDIT_ANCHOR_URL,
    anchorMinutes: AUDIT_ANCHOR_MINUTES,
    acceptUnkeyedUntil: AUDIT_ACCEPT_UNKEYED_UNTIL,
  };
}
