import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { startDemoRegistry, type DemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { startAppServer, type AppServer } from "./app-server";

// The ordinary production build: another dist dir would make Next rewrite tsconfig.json.
export const DIST_DIR = ".next";

export interface BenchEnv {
  registry: DemoRegistry;
  /** REGISTRY_CACHE_TTL_MS=0: every lookup goes to the registry. */
  cacheOff: AppServer;
  /** The default cache settings, as an operator would run it. */
  cacheOn: AppServer;
}

/** The framework's own command line. */
export const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");

/** Builds the production app in `appDir` (the app itself by default), unless --no-build and a build is there. */
export function buildIfNeeded(noBuild: boolean, appDir = "."): void {
  if (noBuild && existsSync(path.join(appDir, DIST_DIR, "BUILD_ID"))) {
    console.log(`using the existing build in ${path.join(appDir, DIST_DIR)}`);
    return;
  }
  console.log(`building ${appDir} into ${path.join(appDir, DIST_DIR)} ...`);
  const build = spawnSync(process.execPath, [NEXT_BIN, "build", appDir], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error(`next build failed with status ${build.status}`);
}

/** What every benchmarked app instance runs with: the build, the demo registry with the standard credential. */
export function benchAppEnv(registry: DemoRegistry): Record<string, string> {
  const credential = demoCredentials.standard;
  return {
    NEXT_DIST_DIR: DIST_DIR,
    REGISTRY_BASE_URL: registry.url,
    REGISTRY_API_KEY: credential.apiKey,
    REGISTRY_API_SECRET: credential.secret,
    DEMO_MODE: "1",
    // The figures measure the app under the bench's load, not demo cases opened at start.
    DEMO_CASES: "0",
    // All load comes from one loopback client; the limiter still runs its bookkeeping on every
    // request, it just never refuses, so the figures show the app's cost rather than 429s.
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_BURST: "1000000",
    // The figures measure the app, not the registry budget (its own entries set it).
    REGISTRY_MAX_RPS: "10000",
  };
}

/**
 * Starts the demo registry in this process and two app instances against it. Each started
 * piece is handed to `track` at once, so a failure half-way still stops what did start.
 */
export async function startBenchEnv(track: (stop: () => Promise<void>) => void): Promise<BenchEnv> {
  const registry = await startDemoRegistry({ port: 0 });
  track(registry.close);
  const common = benchAppEnv(registry);
  const tracked = (server: AppServer) => {
    track(server.stop);
    return server;
  };
  const [cacheOff, cacheOn] = await Promise.all([
    startAppServer("cache off", { ...common, REGISTRY_CACHE_TTL_MS: "0" }).then(tracked),
    // Blank counts as unset, so the default TTL applies even if the caller's shell sets one.
    startAppServer("cache on", {
      ...common,
      REGISTRY_CACHE_TTL_MS: "",
      REGISTRY_CACHE_MAX_ENTRIES: "",
      REGISTRY_CACHE_MAX_MB: "",
    }).then(tracked),
  ]);
  return { registry, cacheOff, cacheOn };
}
