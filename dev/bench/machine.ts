import os from "node:os";

export interface MachineDescription {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
  /** One-minute load average at the start: a busy shared machine makes every figure noisier. */
  loadAverage: number;
}

export function describeMachine(): MachineDescription {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
  };
}
