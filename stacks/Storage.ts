import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { BlockPublicAccess, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { Bucket, StackContext } from "sst/constructs";
import { stageSettings } from "./settings";

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
          ...(production ? [{ noncurrentVersionExpiration: Duration.days(90) }] : []),
        ],
        removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      },
    },
  });

  return { bucket };
}
