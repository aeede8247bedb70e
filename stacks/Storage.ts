import { Duration, RemovalPolicy } from "aws-cdk-lib";
import {
  BlockPublicAccess,
  BucketEncryption,
  ObjectLockRetention,
  ObjectOwnership,
  Bucket as S3Bucket,
} from "aws-cdk-lib/aws-s3";
import { Bucket, StackContext } from "sst/constructs";
import { stageSettings } from "./settings";

/** Prefix of the Documents bucket whose objects expire (docs/deploy.md, "Records and backups"). */
export const TEMPORARY_PREFIX = "tmp/";
export const TEMPORARY_DAYS = 30;
/** The Records bucket's default retention in production: 5 years and a year's margin (the financial year). */
export const RECORD_RETENTION_DAYS = 6 * 366;

/** Letters, uploads and exports. Private: the browser reaches objects only through presigned URLs. */
export function Storage({ stack, app }: StackContext) {
  const { production } = stageSettings(app);
  const bucket = new Bucket(stack, "Documents", {
    // Presigned uploads and downloads from the browser; the signature is the authorisation.
    cors: [
      {
        allowedMethods: ["GET", "PUT", "POST", "HEAD"],
        allowedOrigins: ["*"],
        allowedHeaders: ["*"],
        exposedHeaders: ["ETag"],
        maxAge: "1 hour",
      },
    ],
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        versioned: production,
        lifecycleRules: [
          { abortIncompleteMultipartUploadAfter: Duration.days(1) },
          // temporary objects (import previews, ledger/imports.ts parsedKey) live under tmp/ and go by themselves
          { id: "ExpireTemporary", prefix: TEMPORARY_PREFIX, expiration: Duration.days(TEMPORARY_DAYS) },
          ...(production ? [{ noncurrentVersionExpiration: Duration.days(90) }] : []),
        ],
        removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      },
    },
  });

  // Records kept as the law asks (bokføringsloven § 13: 5 years after the end of the financial year): Object Lock,
  // every version protected in GOVERNANCE mode (only a role allowed s3:BypassGovernanceRetention, which every
  // function is denied, can shorten or delete). A record object sets its own retain-until (year-end + 5 years);
  // the default is the floor for one that does not. Created now, empty: Object Lock is cheapest on an empty bucket.
  // Development stages get the bucket without default retention, so `sst remove` can empty and delete it.
  const records = new S3Bucket(stack, "Records", {
    objectLockEnabled: true,
    objectLockDefaultRetention: production ? ObjectLockRetention.governance(Duration.days(RECORD_RETENTION_DAYS)) : undefined,
    versioned: true,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !production,
  });

  stack.addOutputs({ RecordsBucket: records.bucketName });
  return { bucket, records };
}
