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
    command: `npx tsx scripts/start.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), DEMO_CREDENTIAL: credential, REGISTRY_BASE_URL: "", DATA_DIR: dataDirFor(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
