import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../testing/free-port";
import { waitUntilAnswering } from "../testing/wait-until-answering";

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
  await waitUntilAnswering(`${url}/api/health`, child).catch((error: Error) => {
    throw new Error(`${name} ${error.message}:\n${logs.join("\n")}`);
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals) => {
    if (!running()) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  };
  return { name, url, logs, running, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}
