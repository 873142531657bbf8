import path from "node:path";

// The bench copies this app to a temporary folder beside a link to the project's node_modules (in the project,
// the framework would take in the app's own next.config.ts and instrumentation). Its files and the linked
// packages lie in different trees, so the bundler's root is their common ancestor, the filesystem's root.
const config = { turbopack: { root: path.parse(import.meta.dirname).root } };

export default config;
