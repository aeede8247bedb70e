#!/usr/bin/env node
// `npm test`: every check a change can break, in order, then one closing line "N passed, N failed, N skipped".
//   1. type check (two programs: everything but the web, and the web) beside the lint gate (ESLint: import cycles,
//      the web's one-way imports) and the web build, all four at once
//   2. vitest: core rules, API against the local engines, stacks synth (the web bundle guard reads step 1's build),
//      web components
//   3. Playwright end-to-end in headless Chromium against the app started as `npm start` does (on step 1's build).
// First it installs what a fresh machine lacks (npm ci; as root, Java and Chromium from Debian).
// `npm test -- --no-e2e` skips step 4 (quick local loop).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const results = join(root, ".test-results");
const args = process.argv.slice(2);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

if (!existsSync(join(root, "node_modules"))) run("install", "npm", ["ci", "--no-audit", "--no-fund"]);

// What a fresh machine lacks, as `npm start` does for Java: Java for DynamoDB Local (the API tests) and Debian's
// Chromium for the end-to-end tests. As root with apt-get it is installed; otherwise the run stops and says
// exactly what to install.
const onPath = (bin) =>
  (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, bin)));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const missing = [
  ...(onPath("java") ? [] : ["openjdk-17-jre-headless"]),
  ...(args.includes("--no-e2e") || existsSync(chromium) ? [] : ["chromium"]),
];
if (missing.length) {
  const hint = `sudo apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  if (process.getuid?.() === 0 && onPath("apt-get")) {
    console.log(`[test] missing: ${missing.join(", ")}; installing from Debian (${hint})`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const ok = [
      ["update", "-qq"],
      ["install", "-y", "-qq", "--no-install-recommends", ...missing],
    ].every((a) => spawnSync("apt-get", a, { stdio: "inherit", env }).status === 0);
    if (!ok || !onPath("java") || (missing.includes("chromium") && !existsSync(chromium))) {
      console.error(`[test] could not install ${missing.join(", ")}. Run: ${hint}`);
      process.exit(1);
    }
  } else {
    console.error(
      `[test] missing: ${missing.join(", ")}. Install with:\n  ${hint}\n` +
        (missing.includes("chromium") ? "(or skip the end-to-end tests: npm test -- --no-e2e)\n" : ""),
    );
    process.exit(1);
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, cmd, argv, opts = {}) {
  console.log(`\n=== ${name}: ${cmd} ${argv.join(" ")}`);
  const started = Date.now();
  const res = spawnSync(cmd, argv, { cwd: opts.cwd ?? root, stdio: "inherit", env: { ...process.env, ...opts.env } });
  console.log(`=== ${name}: exit ${res.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (res.status !== 0) failures.push(name);
  return res.status === 0;
}

/** Runs the steps at once; each one's output is printed whole when it ends, so the logs do not interleave. */
function runTogether(steps) {
  return Promise.all(
    steps.map(
      ([name, cmd, argv]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, argv, { cwd: root, env: process.env });
          const out = [];
          child.stdout.on("data", (d) => out.push(d));
          child.stderr.on("data", (d) => out.push(d));
          child.on("close", (status) => {
            console.log(`\n=== ${name}: ${cmd} ${argv.join(" ")}`);
            process.stdout.write(Buffer.concat(out));
            console.log(`=== ${name}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
            if (status !== 0) failures.push(name);
            resolve(status === 0);
          });
        }),
    ),
  );
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// The gates are single-threaded: the two type-check programs (see tsconfig.json), the lint and the web build run
// side by side. The build is made once: the bundle guard (stacks/web-bundle.test.ts) and the end-to-end server read it.
for (const ok of await runTogether([
  ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["typecheck web", "npx", ["tsc", "--noEmit", "-p", "web"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["web build", "npm", ["run", "--silent", "build"]],
])) {
  if (ok) totals.passed++;
  else totals.failed++;
}

// s3rver runs inside vitest's main process; its listings past 1,000 objects need the legacy OpenSSL provider.
run(
  "unit, api and stacks tests",
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${join(results, "vitest.json")}`],
  {
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --openssl-legacy-provider`.trim(),
      INNFRI_LOG: "silent",
      INNFRI_WEB_DIST: join(root, "web", "dist"),
    },
  },
);
const vitest = readJson(join(results, "vitest.json"));
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  if (vitest.numFailedTests === 0 && failures.includes("unit, api and stacks tests")) totals.failed++; // failed outside a test
} else totals.failed++;

if (!args.includes("--no-e2e")) {
  run("end-to-end tests", "npx", ["playwright", "test"], { cwd: join(root, "web"), env: { CI: "1" } });
  const e2e = readJson(join(results, "e2e.json"));
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
    totals.skipped += e2e.stats.skipped;
    if (e2e.stats.unexpected === 0 && failures.includes("end-to-end tests")) totals.failed++;
  } else totals.failed++;
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
