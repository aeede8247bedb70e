/**
 * Login to dashboard in local Chromium: the app started as `npm start` starts it (fresh data folder, demo data) on a
 * free port, Debian's chromium driven by playwright-core. Each run is a fresh browser context (cold cache, no
 * session): open /login (timed: until the form shows), fill in the demo owner, then time from the click on
 * "Logg inn" until the dashboard shows the customer. The first run warms the server and is not counted.
 * Target (DESIGN.md section 8): login to dashboard ≤ 1.5 s.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { heading, median, ms, ROOT, table, target, type Bench } from "./lib";

const RUNS = Number(process.env.BENCH_LOGIN_RUNS ?? 6);
const OWNER = { email: "owner@demo.innfri.test", password: "Demo-passord-2026!", customer: "Demo Regnskap AS" };

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Stops the runtime we started: SIGTERM to its process group (it stops the engines), SIGKILL after 20 s. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      /* already gone */
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

const bench: Bench = {
  name: "login",
  async run() {
    heading("Login to dashboard in local Chromium (npm start, demo owner)");
    const { chromium } = await import("playwright-core");
    const { freePort } = await import("../local/engines");
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "innfri-bench-login-"));
    const base = `http://127.0.0.1:${port}`;

    let output = "";
    const started = Date.now();
    const child = spawn(
      process.execPath,
      ["scripts/start.mjs", "--reset", "--port", String(port), "--data-dir", dataDir],
      { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, INNFRI_LOG: "silent" } },
    );
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-6000);
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
    try {
      await waitFor(`${base}/v1/openapi.json`, child, () => output, 180_000);
      console.log(`npm start up on :${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      browser = await chromium.launch({
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
      });
      const runs: { open: number; login: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 720 } });
        const page = await context.newPage();
        let t = performance.now();
        await page.goto("/login");
        await page.locator('input[name="email"]').waitFor();
        const open = performance.now() - t;
        await page.locator('input[name="email"]').fill(OWNER.email);
        await page.locator('input[name="password"]').fill(OWNER.password);
        t = performance.now();
        await page.locator('form button[type="submit"]').click();
        await page.waitForURL(/\/customer\/dashboard$/, { timeout: 30_000 });
        await page.getByText(OWNER.customer).first().waitFor({ timeout: 30_000 });
        const login = performance.now() - t;
        runs.push({ open, login });
        await context.close();
      }

      const counted = runs.slice(1);
      const loginMedian = median(counted.map((r) => r.login));
      console.log(
        table(
          ["run", "open /login (cold)", "login → dashboard"],
          [
            ...runs.map((r, i) => [i === 0 ? "1 (warm-up)" : String(i + 1), ms(r.open, 0), ms(r.login, 0)]),
            ["median (runs 2+)", ms(median(counted.map((r) => r.open)), 0), ms(loginMedian, 0)],
          ],
        ),
      );
      return [target("login → dashboard (median)", ms(loginMedian, 0), "≤ 1500 ms", loginMedian <= 1500)];
    } finally {
      await browser?.close().catch(() => {});
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
