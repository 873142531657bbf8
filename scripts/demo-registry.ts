/**
 * Runs the embedded demo registry alone (`npm run demo-registry`) on DEMO_REGISTRY_PORT
 * (default 4010) and prints everything needed to call it: URL, header names, the public
 * demo credentials, showcase numbers and fault numbers.
 */
import { demoCredentials } from "../dev/demo-registry/credentials";
import { OWNERSHIP_SHOWCASE, demoRegcodes, demoShowcase, versionedDemoRegcodes } from "../dev/demo-registry/dataset";
import { faultRegcodes } from "../dev/demo-registry/fault-regcodes";
import { DEMO_ADVANCE_PREFIX, startDemoRegistry } from "../dev/demo-registry/server/start-demo-registry";
import { DEFAULT_HEADER_NAMES } from "../lib/registry/client/header-names";

const SHOWCASE_SHOWN = 8;
const ownershipRoots = new Set<string>(Object.values(OWNERSHIP_SHOWCASE));

async function main() {
  const port = Number(process.env.DEMO_REGISTRY_PORT || 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`DEMO_REGISTRY_PORT must be a port number (got "${process.env.DEMO_REGISTRY_PORT}")`);
    process.exit(2);
  }
  const registry = await startDemoRegistry({ port });

  const lines = [
    `Demo registry listening on ${registry.url}`,
    "",
    "Header names:",
    ...Object.entries(DEFAULT_HEADER_NAMES).map(([role, name]) => `  ${role.padEnd(10)} ${name}`),
    "",
    "Credentials (public demo values):",
    ...Object.entries(demoCredentials).flatMap(([key, c]) => [
      `  ${key} — ${c.name}`,
      `    api key ${c.apiKey}   secret ${c.secret}`,
      `    scopes  ${c.scopes.join(", ")}   approved for personal details: ${c.approved ? "yes" : "no"}`,
    ]),
    "",
    "Showcase numbers:",
    ...demoShowcase.slice(0, SHOWCASE_SHOWN).map((s) => `  ${s.regcode}  ${s.name} — ${s.story.en}`),
    `  ${demoRegcodes.large}  the large entity (several MB)`,
    "",
    "Ownership determination structures (roots; their upstream companies are served too):",
    ...demoShowcase
      .filter((s) => ownershipRoots.has(s.regcode))
      .map((s) => `  ${s.regcode}  ${s.name} — ${s.story.en}`),
    "",
    `Records that change: POST ${registry.url}${DEMO_ADVANCE_PREFIX}{number} (unsigned) serves the next version:`,
    ...versionedDemoRegcodes().flatMap(({ regcode, versions }) =>
      versions.map((changes, i) => `  ${regcode}  version ${i + 1}: ${changes.join("; ")}`),
    ),
    "",
    "Fault numbers (still need a valid signature):",
    ...Object.entries(faultRegcodes).map(([kind, f]) => `  ${f.regcode}  ${kind.padEnd(15)} ${f.description}`),
    "",
    "Stop with Ctrl+C.",
  ];
  console.log(lines.join("\n"));

  const stop = async () => {
    await registry.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
