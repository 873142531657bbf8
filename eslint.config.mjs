import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Leaving a property out of an object by destructuring it away is the idiom, not an unused variable.
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }] } },
  {
    // Components reach the browser, where zod's classic build would be ~90 kB of the first-load JS
    // (every locale included); its tree-shakable mini build parses the same answers in a few.
    files: ["components/**", "lib/regcode-input/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "zod", message: "In browser code, import zod/mini." }] }],
    },
  },
  globalIgnores([
    "**/.next*/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "bench/results/**",
    "next-env.d.ts",
  ]),
]);
