import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors/app-error";
import type { Role } from "./roles";
import { hasRole, type Viewer } from "./viewer";
import { decodeViewer, VIEWER_HEADER } from "./viewer-header";

/** The signed-in viewer of the page being rendered (proxy.ts has already sent everyone else to sign in). */
export async function pageViewer(): Promise<Viewer> {
  const viewer = decodeViewer((await headers()).get(VIEWER_HEADER));
  if (!viewer) redirect("/sign-in");
  return viewer;
}

/** The signed-in viewer of an API request, holding `role` when one is named. */
export function apiViewer(request: Request, role?: Role): Viewer {
  const viewer = decodeViewer(request.headers.get(VIEWER_HEADER));
  if (!viewer) throw new AppError("unauthorized", "signInForApi");
  if (role && !hasRole(viewer, role)) {
    throw new AppError("forbidden", { key: "roleMissing", values: { role } });
  }
  return viewer;
}
