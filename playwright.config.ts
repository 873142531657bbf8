import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { baseUrlOf, dataDirOf, servers, STORAGE_STATE, type ServerName } from "./e2e/servers";

// Our machines cannot download Playwright's browsers: use the system Chromium when present.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  // A hang fails the run here, naming the tests still running, rather than running into CI's own limit unnamed.
  globalTimeout: 50 * 60_000,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: baseUrlOf("standard"),
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: systemChromium,
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "sign-in", testMatch: /sign-in\.setup\.ts/ },
    { name: "app", dependencies: ["sign-in"], use: { storageState: STORAGE_STATE } },
  ],
  webServer: (Object.keys(servers) as ServerName[]).map((name) => ({
    command: `npx tsx scripts/start.ts --no-build`,
    url: `${baseUrlOf(name)}/api/health`,
    env: {
      PORT: String(servers[name].port),
      DEMO_CREDENTIAL: servers[name].credential,
      REGISTRY_BASE_URL: "",
      DEMO_MODE: "1",
      // The specs expect the lists and audit trail their own actions make: no demo cases opened at start.
      DEMO_CASES: "0",
      DATA_DIR: dataDirOf(name),
      // These servers show what each credential returns; e2e/roles.spec.ts covers purposes on a server of its own.
      REQUIRE_PURPOSE: "0",
      // The whole suite browses from one address: far more than one analyst would.
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_BURST: "100000",
      // Specs browse and look up far faster than analysts; e2e/budget specs set their own.
      REGISTRY_MAX_RPS: "1000",
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
