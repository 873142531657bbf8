import { z } from "zod";
import { LOCALES } from "@/lib/platform/i18n/locales";
import { ROLES, type Role } from "./roles";

/** How a session was signed in: with the app's own password (and second step), or through single sign-on. */
export const SIGN_IN_METHODS = ["password", "sso"] as const;

export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Who is asking: the signed-in account as the session shows it, passed down to whatever renders. */
export const viewerSchema = z.object({
  userId: z.string().min(1),
  sessionId: z.string().min(1),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  /** The language saved with the account, if the analyst chose one. */
  locale: z.enum(LOCALES).nullish(),
  /**
   * Set when the request came with an API token (`Authorization: Bearer`) rather than a session: the token's id.
   * Its sessionId is then the token's own (`api-token:<id>`), never a browser session's.
   */
  tokenId: z.string().min(1).optional(),
  /** Whether the account has enrolled an authenticator app for the second step of a password sign-in. */
  secondFactor: z.boolean().optional(),
  /** How this session was signed in: the identity provider asks for single sign-on's second step itself. */
  signInMethod: z.enum(SIGN_IN_METHODS).optional(),
});

export type Viewer = z.infer<typeof viewerSchema>;

export function hasRole(viewer: Viewer, role: Role): boolean {
  return viewer.roles.includes(role);
}
