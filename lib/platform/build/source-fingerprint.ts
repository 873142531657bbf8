import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Everything `next build` compiles or reads, relative to the project root. Tests change no build. */
export const BUILD_SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "instrumentation.ts",
  "proxy.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)));
}

/**
 * A hash of the build's sources (names and bytes), so a build can say what it was built from and
 * `npm start` can tell a build made before a `git pull` or an edit. Short: it becomes the build id.
 */
export function sourceFingerprint(root: string, sources: readonly string[] = BUILD_SOURCES): string {
  const hash = createHash("sha256");
  const files = sources.flatMap((entry) => filesUnder(root, entry)).filter((file) => !isTest(file));
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 24);
}
