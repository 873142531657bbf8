import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes DATA_DIR for this process: PGlite has no lock of its own, and two processes on one folder lose
 * committed rows. A lock left by a process that is gone is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  const lockFile = path.join(dataDir, "registry-lens.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx", 0o600);
      writeSync(fd, String(pid));
      closeSync(fd);
      return () => {
        if (holderOf(lockFile) === pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      const holder = holderOf(lockFile);
      if (holder !== undefined && holder !== pid && isRunning(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Registry Lens process (pid ${holder}). ` +
            "Stop that process, or give this one its own DATA_DIR or a DATABASE_URL.",
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}: ${lockFile} keeps reappearing.`);
}
