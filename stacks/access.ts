import { Effect, PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { IKey } from "aws-cdk-lib/aws-kms";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import { accountingSecretNames } from "../packages/core/src/accounting/systems";
import type { App, Bucket, Queue, Stack, Table } from "sst/constructs";
import { secretPath } from "./Secrets";
import { isProduction } from "./settings";

/**
 * Least privilege (docs/deploy.md, "Least privilege"). SST's `bind` grants `dynamodb:*`, `s3:*` and `sqs:*` and
 * a secret's fallback path; the functions are not bound to the table, bucket, queue or JWT secret. Instead each
 * gets the variables config.ts reads and only the data-plane actions of what it uses (`Access`), and every
 * function gets the deny of control-plane actions below. stacks.test.ts checks each function's grants against
 * the modules its bundle contains.
 */
export type Access =
  | "table"
  | "documents"
  | "enqueue"
  | "tokens"
  | "mail"
  | "records"
  | "keepRecords"
  | "creditBureau"
  | "accounting";

/** What the accounting key may do for a function granted "accounting": seal (a new data key) and open. */
export const ACCOUNTING_KEY_ACTIONS = ["kms:GenerateDataKey", "kms:Decrypt"];

/** The credit bureau's user (credit-check/creditsafe.ts): secrets of the stage, read by the credit function alone. */
export const CREDIT_BUREAU_SECRETS = ["CREDITSAFE_USERNAME", "CREDITSAFE_PASSWORD"] as const;

/** Never needed by a function; denied on every resource so no grant (nor a future `bind`) can give them. */
export const CONTROL_PLANE_DENY = [
  // DynamoDB: the table's settings (deletion protection, PITR, streams), deletion, backups, exports and restores
  "dynamodb:UpdateTable",
  "dynamodb:DeleteTable",
  "dynamodb:UpdateContinuousBackups",
  "dynamodb:UpdateTimeToLive",
  "dynamodb:CreateBackup",
  "dynamodb:DeleteBackup",
  "dynamodb:RestoreTableFromBackup",
  "dynamodb:RestoreTableToPointInTime",
  "dynamodb:ExportTableToPointInTime",
  "dynamodb:ImportTable",
  "dynamodb:PutResourcePolicy",
  "dynamodb:DeleteResourcePolicy",
  // S3: policy, public-access block, versioning, lifecycle, replication, Object Lock, deletion of versions
  "s3:PutBucketPolicy",
  "s3:DeleteBucketPolicy",
  "s3:PutBucketPublicAccessBlock",
  "s3:PutAccountPublicAccessBlock",
  "s3:PutBucketVersioning",
  "s3:PutLifecycleConfiguration",
  "s3:PutReplicationConfiguration",
  "s3:PutBucketObjectLockConfiguration",
  "s3:PutBucketCORS",
  "s3:PutEncryptionConfiguration",
  "s3:PutBucketOwnershipControls",
  "s3:PutBucketAcl",
  "s3:PutObjectAcl",
  "s3:DeleteBucket",
  "s3:DeleteObjectVersion",
  // (s3:PutObjectRetention stays allowed where granted: a record sets its own retain-until when it is written;
  // shortening a GOVERNANCE retention needs the bypass, denied here)
  "s3:BypassGovernanceRetention",
  // SQS: purge, deletion, attributes (redrive, policy), permissions
  "sqs:PurgeQueue",
  "sqs:DeleteQueue",
  "sqs:SetQueueAttributes",
  "sqs:AddPermission",
  "sqs:RemovePermission",
  "sqs:CreateQueue",
];

export const denyControlPlane = () =>
  new PolicyStatement({ sid: "DenyControlPlane", effect: Effect.DENY, actions: CONTROL_PLANE_DENY, resources: ["*"] });

/** The item and query actions of the one table (TransactWrite is authorised per PutItem/UpdateItem/...). */
export const TABLE_ACTIONS = [
  "dynamodb:GetItem",
  "dynamodb:BatchGetItem",
  "dynamodb:Query",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:BatchWriteItem",
  "dynamodb:ConditionCheckItem",
];
/**
 * Where documents live: every customer's files, the print partner's daily batches (letters/letter-keys.ts), and
 * temporary files (import previews) under tmp/, which expire.
 */
export const DOCUMENT_PREFIXES = ["customers/*", "print-batches/*", "tmp/customers/*", "tmp/person-reports/*"];
export const DOCUMENT_ACTIONS = ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"];

/**
 * Records (docs/deploy.md "Records and backups"): `records` reads them (core/storage/records.ts), `keepRecords` writes
 * them with their retention (core/storage/record-writer.ts). No function may delete one, nor change a retention
 * once set (s3:PutObjectRetention is what a PutObject with a lock needs; shortening one needs the denied bypass).
 */
export const RECORD_PREFIXES = ["customers/*", "print-batches/*"];
export const RECORD_READ_ACTIONS = ["s3:GetObject"];
export const RECORD_WRITE_ACTIONS = ["s3:PutObject", "s3:PutObjectRetention"];
/** The lock a record is written with: COMPLIANCE in production (not even root shortens it), GOVERNANCE elsewhere. */
export const recordsLockMode = (stage: string) => (isProduction(stage) ? "COMPLIANCE" : "GOVERNANCE");

export interface Resources {
  table: Table;
  bucket: Bucket;
  /** The Object Lock bucket of records (Storage.ts). */
  records?: IBucket;
  /**
   * The job queues (core/jobs/queues.ts); the jobs stack grants its consumers before the queues exist, and `enqueue`
   * once they do. A producer may send any kind, so it gets both.
   */
  queues?: { mail: Queue; heavy: Queue };
  /** The SES domain identity mail is sent from. */
  mailDomain: string;
  /** While the account is in the SES sandbox, recipients are identities too (docs/deploy.md, "Mail"). */
  sesSandbox: boolean;
  /** The stage's SES configuration set (mail-status.ts): the sender names it on every mail. */
  configurationSet?: string;
  /** The key that seals accounting tokens (Secrets.ts), for "accounting". */
  accountingKey?: IKey;
}

/** The environment (as SST's bindings would set it, config.ts reads these names) and statements for `access`. */
export function grants(stack: Stack, r: Resources, access: readonly Access[]) {
  const app = stack.node.root as App;
  const environment: Record<string, string> = {};
  const permissions: PolicyStatement[] = [];
  if (access.includes("table")) {
    environment.SST_Table_tableName_Data = r.table.tableName;
    permissions.push(
      new PolicyStatement({ actions: TABLE_ACTIONS, resources: [r.table.tableArn, `${r.table.tableArn}/index/*`] }),
    );
  }
  if (access.includes("documents")) {
    environment.SST_Bucket_bucketName_Documents = r.bucket.bucketName;
    permissions.push(
      new PolicyStatement({
        actions: DOCUMENT_ACTIONS,
        resources: DOCUMENT_PREFIXES.map((prefix) => `${r.bucket.bucketArn}/${prefix}`),
      }),
      // so that a missing key is NoSuchKey (documents.ts getObject answers null) and not AccessDenied
      new PolicyStatement({ actions: ["s3:ListBucket"], resources: [r.bucket.bucketArn] }),
    );
  }
  if (access.includes("records") || access.includes("keepRecords")) {
    if (!r.records) throw new Error("records need the records bucket");
    environment.SST_Bucket_bucketName_Records = r.records.bucketName;
    const under = RECORD_PREFIXES.map((prefix) => `${r.records!.bucketArn}/${prefix}`);
    if (access.includes("records"))
      permissions.push(
        new PolicyStatement({ actions: RECORD_READ_ACTIONS, resources: under }),
        // a record not there is NoSuchKey (records.ts then reads the documents bucket), not AccessDenied
        new PolicyStatement({ actions: ["s3:ListBucket"], resources: [r.records.bucketArn] }),
      );
    if (access.includes("keepRecords")) {
      environment.INNFRI_RECORDS_LOCK_MODE = recordsLockMode(app.stage);
      permissions.push(new PolicyStatement({ actions: RECORD_WRITE_ACTIONS, resources: under }));
    }
  }
  if (access.includes("enqueue")) {
    if (!r.queues) throw new Error("enqueue needs the job queues");
    environment.SST_Queue_queueUrl_Jobs = r.queues.heavy.queueUrl;
    environment.SST_Queue_queueUrl_MailJobs = r.queues.mail.queueUrl;
    permissions.push(
      new PolicyStatement({
        actions: ["sqs:SendMessage"],
        resources: [r.queues.heavy.queueArn, r.queues.mail.queueArn],
      }),
    );
  }
  if (access.includes("tokens")) {
    environment.SST_Secret_value_JWT_SECRET = "__FETCH_FROM_SSM__";
    const path = secretPath(app, "JWT_SECRET");
    permissions.push(
      new PolicyStatement({
        actions: ["ssm:GetParameters"],
        resources: [`arn:${stack.partition}:ssm:${app.region}:${app.account}:parameter${path}`],
      }),
    );
  }
  if (access.includes("creditBureau")) {
    for (const name of CREDIT_BUREAU_SECRETS) environment[`SST_Secret_value_${name}`] = "__FETCH_FROM_SSM__";
    permissions.push(
      new PolicyStatement({
        actions: ["ssm:GetParameters"],
        resources: CREDIT_BUREAU_SECRETS.map(
          (name) => `arn:${stack.partition}:ssm:${app.region}:${app.account}:parameter${secretPath(app, name)}`,
        ),
      }),
    );
  }
  if (access.includes("accounting")) {
    // the accounting systems: their tokens sealed with the accounting key, our integrator secrets of the stage
    if (!r.accountingKey) throw new Error("accounting needs the accounting key");
    environment.INNFRI_ACCOUNTING_KEY_ID = r.accountingKey.keyArn;
    permissions.push(new PolicyStatement({ actions: ACCOUNTING_KEY_ACTIONS, resources: [r.accountingKey.keyArn] }));
    const names = accountingSecretNames();
    for (const name of names) environment[`SST_Secret_value_${name}`] = "__FETCH_FROM_SSM__";
    // a system whose secrets the stage lacks is not reachable, and nothing else stops (config.ts loadSecrets)
    if (names.length) environment.INNFRI_OPTIONAL_SECRETS = names.join(",");
    if (names.length)
      permissions.push(
        new PolicyStatement({
          actions: ["ssm:GetParameters"],
          resources: names.map(
            (name) => `arn:${stack.partition}:ssm:${app.region}:${app.account}:parameter${secretPath(app, name)}`,
          ),
        }),
      );
  }
  if (access.includes("mail")) {
    if (!r.configurationSet) throw new Error("mail needs the configuration set");
    environment.INNFRI_SES_CONFIGURATION_SET = r.configurationSet;
    // SES authorises a send on the identity and on the configuration set it names: exactly these two
    permissions.push(
      new PolicyStatement({
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [
          ...[r.mailDomain, ...(r.sesSandbox ? ["*"] : [])].map((name) =>
            stack.formatArn({ service: "ses", resource: "identity", resourceName: name }),
          ),
          stack.formatArn({ service: "ses", resource: "configuration-set", resourceName: r.configurationSet }),
        ],
      }),
    );
  }
  return { environment, permissions };
}
