import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_ACCOUNTS, type DemoAccount } from "../../lib/edge/auth/demo-accounts";
import { freePort } from "../testing/free-port";
import { waitUntilAnswering } from "../testing/wait-until-answering";

export interface AppServer extends ServerProcess {
  name: string;
  /** A signed-in demo account's session cookie (the analyst's unless asked otherwise): every lookup needs a session. */
  headers: { cookie: string };
}

// As `npm start` serves it: Next's handler behind the app's own server (peer address, heavy-render slots, compression).
const SERVE = ["--import", "tsx", path.join("scripts", "serve.ts")];

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Signs a demo account in (the app runs in demo mode) and returns the session cookie header. */
async function signIn(url: string, purpose: DemoAccount["purpose"]): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.purpose === purpose);
  if (!account) throw new Error(`no demo ${purpose} account`);
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`signing in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export interface ServerProcess {
  url: string;
  /** The server's process, whose children (such as the PDF route's Chromium) benchmarks may measure. */
  pid: number;
  /** Last lines the server wrote to stderr, for explaining a failed start. */
  stderrTail(): string;
  stop(): Promise<void>;
}

/**
 * Starts a server (`args` to Node, then `-p {port} -H 127.0.0.1`) on a free loopback port and waits until
 * `readyPath` answers. Its stdout goes to /dev/null: the logging still costs what it costs in production.
 */
export async function startServerProcess(
  name: string,
  args: readonly string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...args, "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    if (!(await waitForExit(child, 5000))) {
      child.kill("SIGKILL");
      await waitForExit(child, 2000);
    }
  };
  try {
    await waitUntilAnswering(`${url}${readyPath}`, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`"${name}" ${error instanceof Error ? error.message : error}\n${stderr}`);
  }
  return { url, pid: child.pid!, stderrTail: () => stderr, stop };
}

/**
 * Starts the app (scripts/serve.ts) with the given environment, its own embedded database, and signs a demo
 * account in: the analyst, or `account` (the one with the personal-data role, "personal", to be shown persons).
 */
export async function startAppServer(
  name: string,
  env: Record<string, string>,
  account: DemoAccount["purpose"] = "analyst",
): Promise<AppServer> {
  // Each instance its own embedded database: only one process may hold a data folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), "registry-lens-bench-"));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startServerProcess(name, SERVE, { ...env, DATA_DIR: dataDir }, "/api/ping").catch((error) => {
    removeData();
    throw error;
  });
  let cookie: string;
  try {
    cookie = await signIn(server.url, account);
  } catch (error) {
    await server.stop();
    removeData();
    throw new Error(`app "${name}" ${error instanceof Error ? error.message : error}\n${server.stderrTail()}`);
  }
  return {
    ...server,
    name,
    headers: { cookie },
    stop: async () => {
      await server.stop();
      removeData();
    },
  };
}

/** Asks `app` for each of `paths` once, as its signed-in analyst, so the load that follows finds them cached. */
export async function warm(app: AppServer, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const response = await fetch(`${app.url}${path}`, { headers: app.headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warming ${path} on ${app.name} answered ${response.status}`);
  }
}
