import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  DeleteTableCommand,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from "@aws-sdk/client-s3";
import { CreateQueueCommand, DeleteQueueCommand, GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { tableDefinition, TTL_ATTRIBUTE } from "../../../packages/core/src/dynamo/table";
import { MAX_RECEIVES } from "../../../packages/core/src/jobs/queues";
import { logger } from "../log";

const log = logger("engines");

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

/**
 * The origins a local page may upload from with a presigned URL (the imports' upload, docs/ledger.md "Imports"): the
 * local server's and vite's, on any port, like the API's CORS of `npm start` (api/src/base.ts); deployed, the bucket
 * allows the site's origin only (stacks/Storage.ts).
 */
export const LOCAL_UPLOAD_ORIGINS = ["http://localhost:*", "http://127.0.0.1:*"];

/** A bucket; `cors: false` for one the browser never reaches (the records bucket). */
export function ensureBucket(bucketName: string, client?: S3Client, opts: { cors?: boolean } = {}): Promise<void> {
  return withClient(client, () => new S3Client({ forcePathStyle: true }), (s3) =>
    ensureBucketWith(bucketName, s3, opts.cors ?? true),
  );
}

async function ensureBucketWith(bucketName: string, s3: S3Client, cors: boolean): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucketName }));
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404 && (err as Error).name !== "NotFound") throw err;
    await s3.send(new CreateBucketCommand({ Bucket: bucketName }));
  }
  if (!cors) return;
  // The web app (another origin than s3rver's port) uploads through presigned URLs.
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: bucketName,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: LOCAL_UPLOAD_ORIGINS,
            AllowedMethods: ["PUT"],
            AllowedHeaders: ["content-type"],
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

/** A jobs queue and its DLQ (a message goes there after MAX_RECEIVES receives), as `stacks/Jobs.ts` defines them. */
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
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: MAX_RECEIVES }),
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
