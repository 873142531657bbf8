import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { demoCredentials, type DemoCredentialName } from "../demo-registry/credentials";
import {
  startDemoRegistry,
  type DemoRegistry,
  type DemoRegistryOptions,
} from "../demo-registry/server/start-demo-registry";
import { freePort } from "./free-port";
import { waitUntilAnswering } from "./wait-until-answering";

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
  /** The signed-in administrator's session cookie, for requests made outside a browser. */
  headers: { cookie: string };
  /** The app's data folder (its PGlite database), kept until stop(). */
  dataDir: string;
  /** Stops the app server only, so its data folder can be opened by another process. */
  stopServer(): Promise<void>;
  /** Stops the app server as an operator would (SIGTERM) and starts it again on the same data. */
  restartServer(): Promise<void>;
  /** Signs a browser context in as that administrator. */
  signIn(context: BrowserContext): Promise<void>;
  /** Adds an account with these roles, signed in: its cookie for requests, and a way to sign a browser in. */
  addAccount(email: string, roles: string[]): Promise<SignedIn>;
  stop(): Promise<void>;
}

export interface SignedIn {
  headers: { cookie: string };
  signIn(context: BrowserContext): Promise<void>;
}

export interface AppOptions {
  credential?: DemoCredentialName;
  registry?: DemoRegistryOptions;
  /** Extra or overriding environment of the app. */
  env?: Record<string, string>;
  /** Appended to the registry URL, e.g. to point the app at a route the registry does not have. */
  basePath?: string;
  /** The port to serve on, when its address must be known first (an identity provider's callback); else a free one. */
  port?: number;
}

// Apart from the three suite servers' addresses, so their cookies are never sent here.
const HOST = "127.0.0.9";

/** The address the app under test serves on that port. */
export const appUnderTestUrl = (port: number) => `http://${HOST}:${port}`;
const ADMIN = { email: "admin@app-under-test.test", password: "app-under-test-password" };

async function signInCookies(url: string, account = ADMIN): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok)
    throw new Error(`signing in to the app under test failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * Starts a demo registry on a free port and the app (scripts/serve.ts, as `npm start` does) on another, from the build in NEXT_DIST_DIR (.next),
 * with a fresh data folder and a signed-in administrator.
 */
export async function startAppUnderTest(options: AppOptions = {}): Promise<AppUnderTest> {
  const registry = await startDemoRegistry({ port: 0, ...options.registry });
  const credential = demoCredentials[options.credential ?? "standard"];
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "registry-lens-app-under-test-"));
  const serve = ["--import", "tsx", path.join("scripts", "serve.ts"), "-p", String(port), "-H", HOST];
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  // The same server again (after a restart): the same port, data folder and registry.
  const launch = () => {
    const started = spawn(process.execPath, serve, {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next",
        REGISTRY_BASE_URL: registry.url + (options.basePath ?? ""),
        REGISTRY_API_KEY: credential.apiKey,
        REGISTRY_API_SECRET: credential.secret,
        DATA_DIR: dataDir,
        DEMO_MODE: "1",
        // The demo cases would add cases and audit events that tests do not expect: a test opens its own.
        DEMO_CASES: "0",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // One test process plays many analysts from one address: only a test about limits sets them low.
        RATE_LIMIT_PER_MINUTE: "1000000",
        RATE_LIMIT_BURST: "100000",
        REGISTRY_MAX_RPS: "1000",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.stdout?.on("data", collect);
    started.stderr?.on("data", collect);
    return started;
  };
  let child = launch();
  const url = appUnderTestUrl(port);
  let cookies: { name: string; value: string }[];
  try {
    // The liveness probe: it is never rate limited, so it spends nothing a test counts.
    await waitUntilAnswering(`${url}/api/ping`, child);
    await waitUntilAnswering(`${url}/api/health`, child);
    cookies = await signInCookies(url);
  } catch (error) {
    child.kill("SIGKILL");
    await registry.close();
    throw new Error(`${error instanceof Error ? error.message : error}\n${logs.join("\n")}`);
  }
  async function stopServer() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
  const cookieHeader = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  return {
    url,
    get pid() {
      return child.pid;
    },
    registry,
    logs,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    headers: { cookie: cookieHeader },
    async addAccount(email, roles) {
      const password = "a-password-for-tests";
      const added = await fetch(`${url}/api/admin/users`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, cookie: cookieHeader },
        body: JSON.stringify({ email, password, name: email, roles }),
      });
      if (added.status !== 201) throw new Error(`adding ${email} failed: ${added.status} ${await added.text()}`);
      const theirs = await signInCookies(url, { email, password });
      return {
        headers: { cookie: theirs.map(({ name, value }) => `${name}=${value}`).join("; ") },
        signIn: (context) => context.addCookies(theirs.map((cookie) => ({ ...cookie, domain: HOST, path: "/" }))),
      };
    },
    signIn: (context) => context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: HOST, path: "/" }))),
    dataDir,
    stopServer,
    async restartServer() {
      await stopServer();
      child = launch();
      await waitUntilAnswering(`${url}/api/ping`, child);
    },
    async stop() {
      await stopServer();
      // A test may already have closed (and replaced) the registry to simulate an outage.
      await registry.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
