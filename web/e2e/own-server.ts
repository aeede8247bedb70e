// A spec's own `npm start` runtime, for the specs that move the product's clock (`POST /_local/clock`): the clock
// changes the server for every spec that uses it, and its offset is kept in the data folder across restarts, so
// such a spec never touches the shared e2e server. It starts its own runtime (its own port, data folder reset,
// engines on free ports) in beforeAll and stops it (its process group, by pid) in afterAll. Other specs, in this
// run or in parallel runs, never see its clock, and a reused shared server is never left in the future.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Registers the hooks that start and stop the spec's own server on `port` (data folder `.data/e2e-<name>-<port>`)
 * and answers its base URL, for `test.use({ baseURL })`.
 */
export function ownServer(name: string, port: number): string {
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let serverLog = "";
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000);
    server = spawn(
      process.execPath,
      ["scripts/start.mjs", "--reset", "--port", String(port), "--data-dir", `.data/e2e-${name}-${port}`],
      { cwd: ROOT, detached: true, stdio: ["ignore", "ignore", "pipe"] },
    );
    server.stderr!.on("data", (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-4_000)));
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the ${name} server exited (${server.exitCode}):\n${serverLog}`);
      const ok = await fetch(`${baseURL}/v1/openapi.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 200_000)
        throw new Error(`the ${name} server did not answer on ${port}:\n${serverLog}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });
  test.afterAll(async () => {
    if (!server?.pid || server.exitCode !== null) return;
    const exited = new Promise((r) => server!.once("exit", r));
    process.kill(-server.pid, "SIGTERM"); // the group we started: start.mjs, the runtime, its engines
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  });
  return baseURL;
}

/** Moves the own server's clock (JSON, no Origin: README "Local tools") and waits for the schedules it ran. */
export async function moveClock(
  request: APIRequestContext,
  body: { now: string } | { advanceDays: number } | { reset: true },
) {
  const res = await request.post("/_local/clock?wait=true", { data: body });
  expect(res.ok(), `POST /_local/clock answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { now: string; today: string };
}
