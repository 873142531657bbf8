import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { z } from "zod";
import type { BenchOutcome } from "./results";
import { round } from "./stats";

export const PROFILE_PAGE = "/entities/[regcode]/page";
/** The budget, in kB of 1,000 bytes as Next's own build output counts them. */
export const BUDGET_KB = 180;

const buildManifestSchema = z.object({ rootMainFiles: z.array(z.string()) });
const rscManifestSchema = z.object({ entryJSFiles: z.record(z.string(), z.array(z.string())).default({}) });

/**
 * The JS files a first visit to `page` loads: the app-wide root chunks plus the entry chunks of
 * every segment of the route (layouts and page). Lazily imported chunks are not entries, so they
 * are left out, and so are the polyfills, which modern browsers skip (nomodule).
 */
export function firstLoadChunks(buildManifest: unknown, rscManifests: unknown, page: string): string[] {
  const root = buildManifestSchema.parse(buildManifest).rootMainFiles;
  const manifests = z.record(z.string(), z.unknown()).parse(rscManifests);
  if (!(page in manifests)) throw new Error(`no client reference manifest for ${page}`);
  const entries = Object.values(rscManifestSchema.parse(manifests[page]).entryJSFiles).flat();
  return [...new Set([...root, ...entries].map((file) => file.replace(/^\/?_next\//, "")))];
}

/** The route's client reference manifest is a script that assigns to globalThis; run it in a sandbox. */
function readRscManifests(distDir: string, page: string): unknown {
  const file = path.join(distDir, "server", "app", `${page}_client-reference-manifest.js`);
  const sandbox: { __RSC_MANIFEST?: unknown } = {};
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file, timeout: 1000 });
  return sandbox.__RSC_MANIFEST;
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export function profileFirstLoad(distDir: string): { chunks: ChunkSize[]; gzipBytes: number; bytes: number } {
  const buildManifest: unknown = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = firstLoadChunks(buildManifest, readRscManifests(distDir, PROFILE_PAGE), PROFILE_PAGE);
  const chunks = files.map((file) => {
    const content = readFileSync(path.join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  const sum = (key: "bytes" | "gzipBytes") => chunks.reduce((total, chunk) => total + chunk[key], 0);
  return { chunks, gzipBytes: sum("gzipBytes"), bytes: sum("bytes") };
}

/** Benchmark 7: first-load JS of the profile route from the build, against the budget. */
export function firstLoadJs(distDir: string): BenchOutcome & { gzipBytes: number } {
  const result = profileFirstLoad(distDir);
  const kb = result.gzipBytes / 1000;
  return {
    gzipBytes: result.gzipBytes,
    rows: [
      {
        bench: 7,
        figure: `profile first-load JS from the build (${result.chunks.length} chunks, gzip)`,
        value: `${round(kb, 1)} kB (${round(result.bytes / 1000, 0)} kB raw)`,
        target: `< ${BUDGET_KB} kB`,
        met: kb < BUDGET_KB,
      },
    ],
    data: result,
  };
}
