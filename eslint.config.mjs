import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next*/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "bench/results/**",
    "next-env.d.ts",
  ]),
]);
