import { readFileSync } from "node:fs";

// /proc counts CPU time in USER_HZ, which Linux fixes at 100 a second for every program that reads it.
const TICKS_PER_MS = 100 / 1000;

/**
 * The CPU time a process has used so far, all its threads (the JavaScript thread, the garbage collector's,
 * libuv's), in ms: user plus system time from /proc/{pid}/stat.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name, which is in parentheses and may itself hold spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}
