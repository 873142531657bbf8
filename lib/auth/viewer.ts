import { z } from "zod";
import { ROLES, type Role } from "./roles";

/** Who is asking: the signed-in account as the session shows it, passed down to whatever renders. */
export const viewerSchema = z.object({
  userId: z.string().min(1),
  sessionId: z.string().min(1),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
});

export type Viewer = z.infer<typeof viewerSchema>;

export function hasRole(viewer: Viewer, role: Role): boolean {
  return viewer.roles.includes(role);
}
