import { tmpdir } from "node:os";
import path from "node:path";

/**
 * One app server per demo credential, all from the same production build (see playwright.config.ts).
 * E2E_PORT_BASE moves the three ports, so two checkouts on one machine can run their suites at once.
 */
const base = Number(process.env.E2E_PORT_BASE || 4100);

export const servers = {
  standard: { port: base, credential: "standard" },
  personal: { port: base + 1, credential: "personal" },
  unapproved: { port: base + 2, credential: "unapproved" },
} as const;

export type ServerName = keyof typeof servers;

export const baseUrlOf = (name: ServerName) => `http://127.0.0.1:${servers[name].port}`;

/** Each app server's own PGlite folder: two processes may never share one (see lib/db/data-dir-lock.ts). */
export const dataDirFor = (port: number) => path.join(tmpdir(), `registry-lens-e2e-${port}`);
