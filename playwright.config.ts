import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { dataDirFor, servers } from "./e2e/servers";

// Our machines cannot download Playwright's browsers: use the system Chromium when present.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${servers.standard.port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: systemChromium,
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: Object.values(servers).map(({ port, credential }) => ({
    command: `npx tsx scripts/start.ts --no-build`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      DEMO_CREDENTIAL: credential,
      REGISTRY_BASE_URL: "",
      DEMO_MODE: "1",
      DATA_DIR: dataDirFor(port),
      // The whole suite browses from one address: far more than one analyst would.
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_BURST: "100000",
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
