/**
 * Starts the app. Without REGISTRY_BASE_URL it first starts the embedded demo registry
 * and points the app at it with a demo credential (DEMO_CREDENTIAL, default "personal": the approved
 * one, so a newcomer sees persons, the purpose prompt and the placeholders each role gets).
 * Builds first when there is no production build or it was built from other sources (after a
 * `git pull` or an edit); `--no-build` refuses to start then instead (test harnesses, which must
 * never build three times at once nor test old code); `--build-only` builds when needed and stops there
 * (`npm test` then tests the build `npm start` made). Serves through scripts/serve.ts. `--dev` runs the
 * dev server instead.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import nextEnv from "@next/env";
import { sourceFingerprint } from "../lib/platform/build/source-fingerprint";
import { whyBuild } from "../lib/platform/build/why-build";
import { demoCredentials, type DemoCredentialName } from "../dev/demo-registry/credentials";
import { startDemoRegistry } from "../dev/demo-registry/server/start-demo-registry";

const dev = process.argv.includes("--dev");
const noBuild = process.argv.includes("--no-build");
const buildOnly = process.argv.includes("--build-only");
nextEnv.loadEnvConfig(process.cwd(), dev);

const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = process.env.PORT || "3000";

function isDemoCredential(name: string): name is DemoCredentialName {
  return Object.hasOwn(demoCredentials, name);
}

async function main() {
  const buildIdFile = path.join(distDir, "BUILD_ID");
  const builtFrom = existsSync(buildIdFile) ? readFileSync(buildIdFile, "utf8") : undefined;
  const reason = dev ? undefined : whyBuild(builtFrom, sourceFingerprint(process.cwd()));
  if (reason && noBuild) {
    console.error(`${reason} in ${distDir}: run \`npx next build\` first`);
    process.exit(1);
  }
  if (reason) {
    console.log(`${reason} in ${distDir}: building first`);
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (buildOnly) return;

  const env: NodeJS.ProcessEnv = { ...process.env };
  let closeRegistry = async () => {};
  if (!process.env.REGISTRY_BASE_URL) {
    const name = process.env.DEMO_CREDENTIAL || "personal";
    if (!isDemoCredential(name)) {
      console.error(`DEMO_CREDENTIAL must be one of: ${Object.keys(demoCredentials).join(", ")} (got "${name}")`);
      process.exit(2);
    }
    const registry = await startDemoRegistry({ port: Number(process.env.DEMO_REGISTRY_PORT || 0) });
    closeRegistry = registry.close;
    const credential = demoCredentials[name];
    Object.assign(env, {
      REGISTRY_BASE_URL: registry.url,
      REGISTRY_API_KEY: credential.apiKey,
      REGISTRY_API_SECRET: credential.secret,
      DEMO_MODE: "1",
    });
    console.log(`demo registry on ${registry.url}, credential "${name}" (${credential.name})`);
  }

  const serve = ["--import", "tsx", path.join("scripts", "serve.ts"), "-p", port, ...(dev ? ["--dev"] : [])];
  const child = spawn(process.execPath, serve, { stdio: "inherit", env });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", async (code, signal) => {
    await closeRegistry();
    // A server killed by a signal is no success: exit as a shell reports it (128 + the signal's number).
    process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
