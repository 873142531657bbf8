import { z } from "zod";
import { LOCALES } from "@/lib/platform/i18n/locales";
import { ROLES, type Role } from "./roles";

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
});

export type Viewer = z.infer<typeof viewerSchema>;

export function hasRole(viewer: Viewer, role: Role): boolean {
  return viewer.roles.includes(role);
}
