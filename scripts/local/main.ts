/**
 * `npm start` (through scripts/start.mjs): the whole product on one machine, one port.
 * Engines (persisted under the data folder) → bootstrap → demo seed on first start → jobs pollers → scheduler →
 * HTTP server (API, web, realtime, /_local tools). Ctrl-C / SIGTERM stops everything, the JVM included.
 *
 *   --port N        port of the app (default PORT or 3000)
 *   --host H        address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for every interface)
 *   --data-dir DIR  data folder (default .data)
 *   --reset         delete the data folder first
 *   --no-seed       do not seed the demo data
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { seedDemo, type DemoLogin } from "@innfri/core/demo";
import { seedReferenceData } from "@innfri/core/reference/seed";
import { seedProcedures } from "@innfri/core/procedures/seed";
import { seedPlans } from "@innfri/core/billing/plan-seed";
import { Clock } from "@innfri/core/clock";
import { startEngines, type Engines } from "./engines";
import { logger } from "./log";
import { REPO_ROOT, startPoller, type Poller } from "./poller";
import { startScheduler, type Scheduler } from "./scheduler";
import { startServer, type LocalServer } from "./server";

const log = logger("start");
export const DEMO_PASSWORD = "Demo-passord-2026!";
interface Args {
  port: number;
  host?: string;
  dataDir: string;
  reset: boolean;
  seed: boolean;
}

function usage(): never {
  console.log(`Usage: npm start -- [--port N] [--host H] [--data-dir DIR] [--reset] [--no-seed]

  --port N        port of the app (default $PORT or 3000)
  --host H        address to listen on (default 127.0.0.1, this machine only; 0.0.0.0 or :: opens it
                  to your network, mail viewer and clock included)
  --data-dir DIR  where DynamoDB, S3, mail, clock and scheduler state are kept (default .data)
  --reset         delete the data folder first (fresh demo data)
  --no-seed       do not seed the demo data on first start`);
  process.exit(0);
}

/** `--flag`, `--flag=true|1|yes`, `--flag=false|0|no`. */
function bool(flag: string, inline: string | undefined): boolean {
  if (inline === undefined || /^(true|1|yes)$/i.test(inline)) return true;
  if (/^(false|0|no)$/i.test(inline)) return false;
  throw new Error(`${flag}=${inline}: expected true or false`);
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    port: Number(process.env.PORT ?? 3000),
    dataDir: path.join(REPO_ROOT, ".data"),
    reset: false,
    seed: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--port":
      case "-p":
        args.port = Number(value());
        break;
      case "--host":
        args.host = value();
        break;
      case "--data-dir":
        args.dataDir = path.resolve(value());
        break;
      case "--reset":
        args.reset = bool(flag, inline);
        break;
      case "--no-seed":
        args.seed = !bool(flag, inline);
        break;
      case "--seed":
        args.seed = bool(flag, inline);
        break;
      case "--help":
      case "-h":
        usage();
      default:
        throw new Error(`unknown argument ${argv[i]} (see --help)`);
    }
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error(`bad port: ${args.port}`);
  return args;
}

interface SeedRecord {
  at: string;
  logins: DemoLogin[];
}

async function seed(dataDir: string): Promise<SeedRecord | null> {
  const file = path.join(dataDir, "seeded.json");
  await seedReferenceData(); // each reference list while it is empty (issue 9; docs/reference-data.md)
  await seedProcedures(); // the Norwegian procedures, steps and templates that are missing (issue 10; docs/procedures.md)
  await seedPlans(); // the default user group and the plans it sees, those missing (issue 19; docs/billing.md)
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as SeedRecord;
  const started = Date.now();
  const result = await seedDemo();
  const record: SeedRecord = { at: new Date().toISOString(), logins: result };
  writeFileSync(file, JSON.stringify(record, null, 2) + "\n");
  logger("seed").info(`demo data seeded in ${Date.now() - started} ms`);
  return record;
}

const describeLogin = (l: DemoLogin) => `${l.email.padEnd(30)} ${l.role}`;

const displayPath = (p: string) => {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : p;
};

/** Fails fast (before the engines start) when the app's port is taken. */
function assertPortFree(port: number, host: string | undefined): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new Error(`Port ${port} is in use: stop what runs there or start with --port <n> (or PORT=<n>)`)
          : err,
      ),
    );
    probe.listen({ port, host: host ?? "127.0.0.1", exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const args = parseArgs(process.argv.slice(2));
  if (args.reset && existsSync(args.dataDir)) {
    log.info(`--reset: deleting ${displayPath(args.dataDir)}`);
    rmSync(args.dataDir, { recursive: true, force: true });
  }
  mkdirSync(args.dataDir, { recursive: true });

  // The clock offset survives restarts, so data written "in the future" stays consistent.
  const clockFile = path.join(args.dataDir, "clock.json");
  if (existsSync(clockFile)) {
    const { offsetMs } = JSON.parse(readFileSync(clockFile, "utf8")) as { offsetMs?: number };
    if (typeof offsetMs === "number" && Number.isFinite(offsetMs)) Clock.setOffset(offsetMs);
  }

  let engines: Engines | undefined;
  let pollers: Poller[] = [];
  let scheduler: Scheduler | undefined;
  let server: LocalServer | undefined;
  let stopping: Promise<void> | undefined;
  const shutdown = (code: number) =>
    (stopping ??= (async () => {
      const t = Date.now();
      log.info("stopping…");
      await server?.close().catch((e) => log.warn("server:", e));
      await scheduler?.stop().catch((e) => log.warn("scheduler:", e));
      await Promise.all(pollers.map((p) => p.stop().catch((e) => log.warn("poller:", e))));
      await engines?.stop().catch((e) => log.warn("engines:", e));
      log.info(`stopped in ${Date.now() - t} ms`);
      process.exit(code);
    })());

  let firstSignalAt = 0;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      const now = Date.now();
      if (!firstSignalAt) {
        firstSignalAt = now;
        void shutdown(0);
      } else if (now - firstSignalAt > 1000) {
        // a second, deliberate Ctrl-C (one press may arrive twice: from the terminal and from npm)
        log.warn("forced exit");
        process.exit(1); // the 'exit' hook SIGKILLs the JVM
      }
    });
  }
  process.on("unhandledRejection", (err) => log.error("unhandled rejection:", err));

  try {
    await assertPortFree(args.port, args.host);
    const webUrl = `http://localhost:${args.port}`;
    engines = await startEngines({ dataDir: args.dataDir, webUrl });
    const seeded = args.seed ? await seed(args.dataDir) : null;
    // one poller per job queue (core/jobs/queues.ts), as the stacks run one capped consumer per queue
    pollers = [
      startPoller({ queueUrl: engines.env.INNFRI_QUEUE_URL, functionName: "innfri-local-heavy-jobs" }),
      startPoller({ queueUrl: engines.env.INNFRI_MAIL_QUEUE_URL, functionName: "innfri-local-mail-jobs" }),
    ];
    scheduler = startScheduler({ dataDir: args.dataDir });
    server = await startServer({
      port: args.port,
      host: args.host,
      scheduler,
      readMail: engines.readMail,
      onClockChange: (offsetMs) => writeFileSync(clockFile, JSON.stringify({ offsetMs }) + "\n"),
      // `/_local/clock?wait=true` also waits for the jobs the schedules queued (best effort: at most 20 s)
      drain: async () => {
        await Promise.all(pollers.map((p) => p.drain({ timeoutMs: 20_000 }).catch(() => undefined)));
      },
    });

    const url = server.url;
    const logins = seeded?.logins.map(describeLogin) ?? [];
    const lines = [
      "",
      `  Innfri runs at ${url}   (started in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
      "",
      ...(logins.length
        ? ["  Demo logins (password " + DEMO_PASSWORD + "):", ...logins.map((l) => "    " + l), ""]
        : args.seed
          ? []
          : ["  No demo data (--no-seed).", ""]),
      `  Mail sent by the app:  ${url}/_local/mail`,
      `  Clock:                 ${url}/_local/clock   (now ${Clock.now().toISOString()}${
        Clock.offset() ? `, moved ${(Clock.offset() / 86_400_000).toFixed(2)} days` : ""
      })`,
      `  API:                   ${url}/v1`,
      `  Data folder:           ${displayPath(args.dataDir)}`,
      "",
      "  Ctrl-C stops everything.",
      "",
    ];
    console.log(lines.join("\n"));
  } catch (err) {
    log.error(err instanceof Error ? err.message : err);
    if (process.env.DEBUG) console.error(err);
    await shutdown(1);
  }
}

await main();
