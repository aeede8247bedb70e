import { defineConfig, devices } from "@playwright/test";

// End-to-end tests in headless Debian Chromium (no `npx playwright install`) against the app as `npm start`
// serves it: API, mail viewer and the built web app on one port, with a fresh data folder and demo data.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // a whole user flow (sign-in with the real password hash, several pages) on a 2-core machine; a passing test is no slower
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "../.test-results/e2e.json" }]],
  outputDir: "../.test-results/e2e-artifacts",
  use: {
    ...devices["Desktop Chrome"],
    baseURL: BASE_URL,
    locale: "nb-NO",
    timezoneId: "Europe/Oslo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `node scripts/start.mjs --reset --no-seed=false --port ${PORT} --data-dir .data/e2e-${PORT}`,
    cwd: "..",
    url: `${BASE_URL}/v1/openapi.json`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
