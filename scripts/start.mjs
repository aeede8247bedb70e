#!/usr/bin/env node
// `npm start`: makes sure the machine has what the local runtime needs, then runs scripts/local/main.ts.
//   1. node_modules missing → npm ci
//   2. java missing → print how to install it; as root with apt-get, install openjdk-17-jre-headless
//   3. web/dist/index.html missing or older than the web sources → npm run build -w web
//   4. node --openssl-legacy-provider --import tsx scripts/local/main.ts <args>
// Flags (passed through): --port N (or PORT), --host H, --data-dir DIR (default .data), --reset, --no-seed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const say = (msg) => console.log(`[start]     ${msg}`);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...opts });
  return r.status === 0;
}

function onPath(bin) {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, process.platform === "win32" ? `${bin}.exe` : bin)));
}

// 1. dependencies
if (!existsSync(path.join(root, "node_modules"))) {
  say("node_modules is missing: npm ci");
  if (!run(npm, ["ci"])) process.exit(1);
}

// 2. java for DynamoDB Local
if (!onPath("java")) {
  const hint = "DynamoDB Local needs Java: sudo apt-get install -y openjdk-17-jre-headless";
  if (process.getuid?.() === 0 && onPath("apt-get")) {
    say(`java is missing; installing openjdk-17-jre-headless (${hint})`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const ok =
      run("apt-get", ["update", "-qq"], { env }) &&
      run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "openjdk-17-jre-headless"], { env });
    if (!ok || !onPath("java")) {
      console.error(`[start]     could not install java. ${hint}`);
      process.exit(1);
    }
  } else {
    console.error(`[start]     java is missing. ${hint}`);
    process.exit(1);
  }
}

// 3. the web app
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of readdirSync(p, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name === "dist" || e.name.startsWith(".")) continue;
    max = Math.max(max, newest(path.join(p, e.name)));
  }
  return max;
}
const web = path.join(root, "web");
const built = path.join(web, "dist", "index.html");
if (existsSync(path.join(web, "src"))) {
  const sources = Math.max(
    ...["src", "public", "index.html", "vite.config.ts", "package.json", "tsconfig.json"].map((p) =>
      newest(path.join(web, p)),
    ),
    newest(path.join(root, "packages", "core", "src")), // web shares core's schemas
  );
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt < sources) {
    say(existsSync(built) ? "web sources changed: npm run build -w web" : "building the web app: npm run build -w web");
    const t = Date.now();
    if (run(npm, ["run", "build", "-w", "web"])) say(`web built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    else console.error("[start]     the web build failed (see above); starting with what web/dist has");
  }
} else {
  say("web/src does not exist yet: serving the API only");
}

// 4. the runtime
const child = spawn(
  process.execPath,
  ["--openssl-legacy-provider", "--import", "tsx", path.join(root, "scripts/local/main.ts"), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
  },
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
