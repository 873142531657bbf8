import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { demoCredentials, type DemoCredentialName } from "../lib/demo-registry/credentials";
import {
  startDemoRegistry,
  type DemoRegistry,
  type DemoRegistryOptions,
} from "../lib/demo-registry/server/start-demo-registry";
import { freePort } from "../lib/testing/free-port";
import { dataDirFor } from "./servers";

/** A production app server of our own plus its own demo registry, for tests that need to watch both. */
export interface AppUnderTest {
  url: string;
  /** Process id of the app server, e.g. to watch its memory. */
  pid: number | undefined;
  registry: DemoRegistry;
  /** Every line the app wrote to stdout and stderr. */
  logs: string[];
  /** Whether the app process has exited (it never should during a test). */
  exited: () => boolean;
  stop(): Promise<void>;
}

export interface AppOptions {
  credential?: DemoCredentialName;
  registry?: DemoRegistryOptions;
  /** Extra or overriding environment of the app. */
  env?: Record<string, string>;
  /** Appended to the registry URL, e.g. to point the app at a route the registry does not have. */
  basePath?: string;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode} before answering`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`app did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts a demo registry on a free port and the app (scripts/serve.ts, as `npm start` does) on
 * another, from the build in NEXT_DIST_DIR (.next).
 */
export async function startAppUnderTest(options: AppOptions = {}): Promise<AppUnderTest> {
  const registry = await startDemoRegistry({ port: 0, ...options.registry });
  const credential = demoCredentials[options.credential ?? "standard"];
  const port = await freePort();
  const serve = ["--import", "tsx", path.join("scripts", "serve.ts"), "-p", String(port), "-H", "127.0.0.1"];
  const child = spawn(process.execPath, serve, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next",
      REGISTRY_BASE_URL: registry.url + (options.basePath ?? ""),
      REGISTRY_API_KEY: credential.apiKey,
      REGISTRY_API_SECRET: credential.secret,
      DATA_DIR: dataDirFor(port),
      DEMO_MODE: "1",
      // One test process plays many analysts from one address: only a test about limits sets them low.
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_BURST: "100000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  try {
    // The liveness probe: it is never rate limited, so it spends nothing a test counts.
    await waitUntilAnswering(`${url}/api/ping`, child);
  } catch (error) {
    child.kill("SIGKILL");
    await registry.close();
    throw new Error(`${error instanceof Error ? error.message : error}\n${logs.join("\n")}`);
  }
  return {
    url,
    pid: child.pid,
    registry,
    logs,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      // A test may already have closed (and replaced) the registry to simulate an outage.
      await registry.close().catch(() => undefined);
    },
  };
}
