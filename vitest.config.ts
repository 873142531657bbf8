import { availableParallelism } from "node:os";
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
    // Vitest's default, one worker fewer than CPUs, leaves a 2-CPU machine one worker: its own process is mostly
    // idle in a run, and much of a data-layer suite's time is spent waiting (timers, the job queue's polling).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
