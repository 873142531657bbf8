import { tmpdir } from "node:os";
import path from "node:path";

/**
 * One app server per demo credential, all from the same production build (see playwright.config.ts).
 * E2E_PORT_BASE moves the three ports, so two checkouts on one machine can run their suites at once.
 * Each has its own loopback address, because browsers share cookies between ports of one host and each
 * server has its own sessions; and its own data folder, because only one process may use one.
 */
const base = Number(process.env.E2E_PORT_BASE || 4100);

export const servers = {
  standard: { port: base, credential: "standard", host: "127.0.0.1" },
  personal: { port: base + 1, credential: "personal", host: "127.0.0.2" },
  unapproved: { port: base + 2, credential: "unapproved", host: "127.0.0.3" },
} as const;

export type ServerName = keyof typeof servers;

export const baseUrlOf = (name: ServerName) => `http://${servers[name].host}:${servers[name].port}`;

/**
 * Kept between runs so a server starts without creating its database again. "keyed": folders of builds before the
 * keyed audit chain may hold unkeyed rows, which the app refuses to key without an operator's word.
 */
export const dataDirOf = (name: ServerName) => path.join(tmpdir(), `registry-lens-e2e-keyed-${servers[name].port}`);

/** Where the setup project leaves the signed-in browser state for every server. */
export const STORAGE_STATE = path.join("test-results", ".auth", "demo-admin.json");
