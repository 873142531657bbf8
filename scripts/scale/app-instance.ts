import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../lib/testing/free-port";

export interface AppInstance {
  name: string;
  url: string;
  logs: string[];
  /** Whether the process is still running. */
  running(): boolean;
  /** Kills the process at once (SIGKILL): a crash, with no chance to hand its work back. */
  kill(): Promise<void>;
  /** Stops it as an operator would (SIGTERM). */
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${logs.join("\n")}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`did not answer at ${url} in time:\n${logs.join("\n")}`);
}

/** One production app server (scripts/serve.ts, as `npm start` runs it) from the existing build. */
export async function startAppInstance(name: string, env: Record<string, string>): Promise<AppInstance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "serve.ts"), "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/api/health`, child, logs);
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals) => {
    if (!running()) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  };
  return { name, url, logs, running, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}
