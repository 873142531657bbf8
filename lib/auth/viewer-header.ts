import { viewerSchema, type Viewer } from "./viewer";

/**
 * proxy.ts resolves the session once per request and hands the viewer to pages and route handlers in
 * this request header. It always removes any incoming copy first, so a client cannot supply one.
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
