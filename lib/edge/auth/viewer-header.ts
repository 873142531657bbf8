import { viewerSchema, type Viewer } from "@/lib/domain/viewer/viewer";

/**
 * proxy.ts (pages) and apiGate (the API) resolve the session once per request and hand the viewer on in
 * this request header. Each removes any incoming copy first, so a client cannot supply one.
 */
export const VIEWER_HEADER = "x-registry-lens-viewer";

export function encodeViewer(viewer: Viewer): string {
  return Buffer.from(JSON.stringify(viewer), "utf8").toString("base64url");
}

export function decodeViewer(value: string | null): Viewer | null {
  if (!value) return null;
  try {
    return viewerSchema.parse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
  } catch {
    return null;
  }
}
