import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../lib/auth/demo-accounts";
import { freePort } from "../lib/testing/free-port";
import { waitUntilAnswering } from "../lib/testing/wait-until-answering";

export interface AppServer {
  name: string;
  url: string;
  /** A signed-in demo analyst's session cookie: every lookup needs a session. */
  headers: { cookie: string };
  /** The server's process, whose children (such as the PDF route's Chromium) benchmarks may measure. */
  pid: number;
  /** Last lines the server wrote to stderr, for explaining a failed start. */
  stderrTail(): string;
  stop(): Promise<void>;
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

/** Signs the demo analyst in (the app runs in demo mode) and returns the session cookie header. */
async function signIn(url: string): Promise<string> {
  const analyst = DEMO_ACCOUNTS.find((account) => account.roles.join() === "analyst");
  if (!analyst) throw new Error("no demo analyst account");
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: analyst.email, password: analyst.password }),
  });
  if (!response.ok) throw new Error(`signing in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Starts the app (scripts/serve.ts) on a free loopback port with the given environment and waits for /api/ping.
 * Its request log goes to /dev/null: the logging still costs what it costs in production.
 */
export async function startAppServer(name: string, env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  // Each instance its own embedded database: only one process may hold a data folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), "registry-lens-bench-"));
  const child = spawn(process.execPath, [...SERVE, "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, NODE_ENV: "production" },
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
  let cookie: string;
  try {
    await waitUntilAnswering(`${url}/api/ping`, child, 60_000);
    cookie = await signIn(url);
  } catch (error) {
    await stop();
    throw new Error(`app "${name}" ${error instanceof Error ? error.message : error}\n${stderr}`);
  }
  return {
    name,
    url,
    headers: { cookie },
    pid: child.pid!,
    stderrTail: () => stderr,
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
