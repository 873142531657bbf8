import { readFileSync } from "node:fs";

// /proc counts CPU time in USER_HZ, which Linux fixes at 100 a second for every program that reads it.
const TICKS_PER_MS = 100 / 1000;

export interface ProcStat {
  /** The command name, as the kernel keeps it (at most 15 characters). */
  comm: string;
  ppid: number;
  /** The CPU time the process has used so far, all its threads, in ms: user plus system time. */
  cpuMs: number;
}

/**
 * A process's line in /proc/{pid}/stat. Reading it leaves the process alone, where `ps` also reads every
 * process's cmdline and environ, which takes each one's memory-map lock: listing Chromium's processes with
 * `ps` four times a second while it printed the large report made the PDF 2–3 s slower (23.5–25.0 s against
 * 21.3–25.7 s, three rounds taking turns). Throws if the process is gone.
 */
export function procStat(pid: number): ProcStat {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name is in parentheses and may itself hold spaces or parentheses.
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  return {
    comm: stat.slice(stat.indexOf("(") + 1, close),
    // The 4th field of the line, the 2nd after the name; utime and stime are the 14th and 15th.
    ppid: Number(fields[1]),
    cpuMs: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS,
  };
}
