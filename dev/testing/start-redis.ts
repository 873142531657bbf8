import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createConnection } from "node:net";
import { freePort } from "./free-port";

export interface Redis {
  url: string;
  /** Kills it (SIGKILL, as a crash) and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" }, () => socket.end(() => resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** Debian's redis-server as a child process on a free loopback port, keeping nothing on disk. */
export async function startRedis(): Promise<Redis> {
  if (spawnSync("sh", ["-c", "command -v redis-server"]).status !== 0)
    throw new Error("redis-server is not installed: apt-get install redis-server");
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    child = spawn("redis-server", args, { stdio: "ignore" });
    for (let tries = 0; !(await answers(port)); tries++) {
      if (tries > 100 || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await gone;
    },
  };
}
