/** What the engines of `startEngines()` (../engines.ts) share: region, key pair, default names, a free port. */
import { createServer, type AddressInfo, type Server } from "node:net";

// The SDK warns once per process that releases after January 2027 need Node 22; we pin the SDK.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export const LOCAL_REGION = "eu-north-1";
/** s3rver accepts only this key pair; DynamoDB Local (-sharedDb), fauxqs and aws-ses-v2-local accept any. */
export const LOCAL_ACCESS_KEY = "S3RVER";
export const DEFAULT_NAMES = {
  table: "innfri-local",
  bucket: "innfri-documents",
  /** The records bucket (Object Lock on AWS; s3rver has none and ignores the lock headers: storage/record-rules.ts). */
  records: "innfri-records",
  /** the heavy-work jobs queue (core/jobs/queues.ts) */
  queue: "innfri-jobs",
  mailQueue: "innfri-mail-jobs",
} as const;

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
