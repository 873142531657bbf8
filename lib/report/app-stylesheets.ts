import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";

let found: readonly string[] | undefined;

/**
 * The app's compiled stylesheet(s), as the addresses pages link them (/_next/static/…): the report
 * document is rendered outside the App Router, which links them on its own pages. The app imports
 * one global stylesheet (app/globals.css), which the build writes under static/. A development
 * server writes it once a page has asked for it, and anew after each edit, so there it is looked up
 * on every request.
 */
export function appStylesheets(): readonly string[] {
  if (found?.length && process.env.NODE_ENV === "production") return found;
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const hrefs: string[] = [];
  for (const [dir, prefix] of [
    [path.join(distDir, "static", "chunks"), "/_next/static/chunks/"],
    [path.join(distDir, "dev", "static", "chunks"), "/_next/static/chunks/"],
  ] as const) {
    try {
      for (const file of readdirSync(dir)) if (file.endsWith(".css")) hrefs.push(prefix + file);
    } catch {
      // Not written (yet): a development server writes its chunks as pages are asked for.
    }
  }
  found = hrefs.sort();
  return found;
}
