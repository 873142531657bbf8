import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { freePort } from "./free-port";

/** Something the scale test needs that this machine lacks, with how to get it. */
export class Missing extends Error {}

const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];

function attempt(command: string[]) {
  const [file, ...args] = [...asRoot, ...command];
  return spawnSync(file, args, { encoding: "utf8" });
}

function run(command: string[]): void {
  const done = attempt(command);
  if (done.status !== 0) throw new Error(`${command.join(" ")} failed: ${done.stderr || done.stdout}`);
}

function needCommand(command: string, install: string): void {
  if (spawnSync("sh", ["-c", `command -v ${command}`]).status !== 0)
    throw new Missing(`${command} is not installed: ${install}`);
}

export interface Postgres {
  url: string;
  /** Stops the server, keeping its data (fast shutdown: open connections are ended). */
  halt(): void;
  /** Starts it again on the same data. */
  resume(): void;
  /** Stops it and drops the cluster. */
  stop(): void;
}

// Clusters this process started: each its own name, so one left running cannot stand in the next one's way.
let started = 0;

const CLUSTER_NAME = /^registry-lens-scale-(\d+)-\d+$/;

/** Drops the clusters that a process killed outright (SIGKILL, no way out) left behind: those whose process is gone. */
function dropStaleClusters(version: string): void {
  const listed = spawnSync("pg_lsclusters", ["-h"], { encoding: "utf8" }).stdout ?? "";
  for (const [listedVersion, name] of listed.split("\n").map((line) => line.split(/\s+/))) {
    const pid = CLUSTER_NAME.exec(name ?? "")?.[1];
    // Best effort: one that cannot be dropped stands in nobody's way, having its own name and port.
    if (listedVersion === version && pid && !existsSync(`/proc/${pid}`))
      attempt(["pg_dropcluster", "--stop", version, name]);
  }
}

/**
 * A throwaway cluster of Debian's PostgreSQL on a free loopback port (trust auth on loopback only). Stopping
 * it twice is harmless: a caller may stop it when done and leave the same stop to run again on the way out.
 */
export async function startPostgres(): Promise<Postgres> {
  needCommand("pg_createcluster", "apt-get install postgresql");
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  const version = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!version) throw new Missing("no PostgreSQL server under /usr/lib/postgresql: apt-get install postgresql");
  dropStaleClusters(version);
  const port = await freePort();
  const cluster = `registry-lens-scale-${process.pid}-${++started}`;
  run(["pg_createcluster", `--port=${port}`, version, cluster, "--", "--auth-local=trust", "--auth-host=trust"]);
  let dropped = false;
  const stop = () => {
    if (dropped) return;
    dropped = true;
    run(["pg_dropcluster", "--stop", version, cluster]);
  };
  try {
    run(["pg_ctlcluster", version, cluster, "start"]);
    run(["psql", "-q", "-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-c", "CREATE DATABASE registry_lens"]);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/registry_lens`,
    halt: () => run(["pg_ctlcluster", version, cluster, "stop", "-m", "fast"]),
    resume: () => run(["pg_ctlcluster", version, cluster, "start"]),
    stop,
  };
}
