import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";

let found: readonly string[] | undefined;

/**
 * The app's compiled stylesheet(s), as the addresses pages link them (/_next/static/…): the report
 * document is rendered outside the App Router, which links them on its own pages. The app imports
 * one global stylesheet (app/globals.css), which the build writes under static/chunks/. A development
 * server writes it under dev/static/chunks/ once a page has asked for it, and anew after each edit, so
 * there it is looked up on every request.
 */
export function appStylesheets(): readonly string[] {
  const production = process.env.NODE_ENV === "production";
  if (found?.length && production) return found;
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const dir = production ? path.join(distDir, "static", "chunks") : path.join(distDir, "dev", "static", "chunks");
  try {
    found = readdirSync(dir)
      .filter((file) => file.endsWith(".css"))
      .sort()
      .map((file) => `/_next/static/chunks/${file}`);
  } catch {
    // Not written yet: a development server writes its chunks as pages are asked for.
    found = [];
  }
  return found;
}
