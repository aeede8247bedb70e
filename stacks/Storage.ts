import { Duration, RemovalPolicy } from "aws-cdk-lib";
import {
  BlockPublicAccess,
  BucketEncryption,
  ObjectLockRetention,
  ObjectOwnership,
  Bucket as S3Bucket,
} from "aws-cdk-lib/aws-s3";
import { Bucket, StackContext } from "sst/constructs";
import { stageSettings, type StageSettings } from "./settings";
import { PERSON_REPORT_PREFIX } from "../packages/core/src/credit-check/keys";

/** Prefix of the Documents bucket whose objects expire (docs/deploy.md, "Records and backups"). */
export const TEMPORARY_PREFIX = "tmp/";
export const TEMPORARY_DAYS = 30;
/** The Records bucket's default retention in production: 5 years and a year's margin (the financial year). */
export const RECORD_RETENTION_DAYS = 6 * 366;

/**
 * The origins that may PUT to a presigned upload URL (the imports' upload, docs/ledger.md "Imports"): the site only.
 * A production stage has its domain (settings.ts refuses one without); a development stage without one is served
 * from a CloudFront address the Storage stack cannot know without a cycle (Web comes last), so any CloudFront site
 * there, and vite's dev server outside production. The presigned signature stays the authorisation; CORS only keeps
 * other sites' pages from using a URL they got hold of.
 */
export const uploadOrigins = ({ domain, production }: Pick<StageSettings, "domain" | "production">) => [
  domain ? `https://${domain.domainName}` : "https://*.cloudfront.net",
  ...(production ? [] : ["http://localhost:5173"]),
];

/** Uploads, logos, letter models, temporary files. Private: the browser reaches it only through presigned PUTs. */
export function Storage({ stack, app }: StackContext) {
  const settings = stageSettings(app);
  const { production } = settings;
  const bucket = new Bucket(stack, "Documents", {
    // The browser only PUTs presigned uploads (fixed Content-Type, signed size); nothing is read from it by a page.
    cors: [
      {
        allowedMethods: ["PUT"],
        allowedOrigins: uploadOrigins(settings),
        allowedHeaders: ["content-type"],
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
          // a private person's credit report as a PDF: refused after 24 hours on read, deleted by S3 within the next day
          { id: "ExpirePersonReports", prefix: PERSON_REPORT_PREFIX, expiration: Duration.days(1) },
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
