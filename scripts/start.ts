/**
 * Starts the app. Without REGISTRY_BASE_URL it first starts the embedded demo registry
 * and points the app at it with a demo credential (DEMO_CREDENTIAL, default "standard").
 * Builds first when there is no production build. `--dev` runs the dev server instead.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";
import { demoCredentials, type DemoCredentialName } from "../lib/demo-registry/credentials";
import { startDemoRegistry } from "../lib/demo-registry/server/start-demo-registry";

const dev = process.argv.includes("--dev");
nextEnv.loadEnvConfig(process.cwd(), dev);

const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = process.env.PORT || "3000";

function isDemoCredential(name: string): name is DemoCredentialName {
  return Object.hasOwn(demoCredentials, name);
}

async function main() {
  const env: NodeJS.ProcessEnv = { ...process.env };
  let closeRegistry = async () => {};
  if (!process.env.REGISTRY_BASE_URL) {
    const name = process.env.DEMO_CREDENTIAL || "standard";
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

  if (!dev && !existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log(`no production build in ${distDir}: building first`);
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const child = spawn(process.execPath, [nextBin, dev ? "dev" : "start", "-p", port], { stdio: "inherit", env });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", async (code) => {
    await closeRegistry();
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
