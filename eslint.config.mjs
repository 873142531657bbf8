import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

const ZOD_IN_BROWSER = { name: "zod", message: "In browser code, import zod/mini." };
// One place decides how the app links to its own pages (never prefetched, see AppLink).
const NEXT_LINK = { name: "next/link", message: "Link with AppLink (components/shared/app-link.tsx)." };
const restrictImports = (...paths) => ({ "no-restricted-imports": ["error", { paths }] });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Leaving a property out of an object by destructuring it away is the idiom, not an unused variable.
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }] } },
  // The rule is for the Pages Router, which this app does not use, and it takes any file whose absolute path
  // holds "app/" for an App Router one: lint passed or failed by the folder the checkout lives in.
  { ignores: ["pages/**", "src/pages/**"], rules: { "@next/next/no-head-element": "off" } },
  // Components reach the browser, where zod's classic build would be ~90 kB of the first-load JS (every
  // locale included); its tree-shakable mini build parses the same answers in a few.
  { files: ["components/**", "lib/registry/regcode/**"], rules: restrictImports(ZOD_IN_BROWSER, NEXT_LINK) },
  { files: ["app/**", "lib/**"], ignores: ["lib/registry/regcode/**"], rules: restrictImports(NEXT_LINK) },
  {
    files: ["components/shared/app-link.tsx", "components/shared/link-pending.tsx"],
    rules: restrictImports(ZOD_IN_BROWSER),
  },
  globalIgnores([
    "**/.next*/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "dev/bench/results/**",
    "next-env.d.ts",
  ]),
]);
