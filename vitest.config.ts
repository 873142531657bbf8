import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@/": fileURLToPath(new URL("./", import.meta.url)),
      // server-only throws outside React Server Components; unit tests run server code in plain Node.
      "server-only": fileURLToPath(new URL("./dev/testing/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: [
      "lib/**/*.test.ts",
      "scripts/**/*.test.ts",
      "components/**/*.test.ts",
      "app/**/*.test.ts",
      "dev/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
  },
});
