import type { S3Client } from "@aws-sdk/client-s3";
import { withoutSdkLogging } from "../util/aws-clients";

/**
 * The one S3 client of the documents and the records bucket (storage/documents.ts, storage/records.ts). The SDK is
 * loaded by `import()` at the first file read or write, not at module load: most cold starts of the functions that
 * import these modules touch no file (the SDK comes from the Lambda runtime; figures: docs/architecture.md "Cold
 * start"). Path-style against the local s3rver.
 */
export const sdk = () => import("@aws-sdk/client-s3");

let s3Client: Promise<S3Client> | undefined;
export const s3 = () =>
  (s3Client ??= sdk().then(({ S3Client }) =>
    withoutSdkLogging(new S3Client({ forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3 })),
  ));

/** An object's bytes and type, or null when there is none under the key (NoSuchKey). */
export async function readObject(
  bucket: string,
  key: string,
): Promise<{ body: Uint8Array; contentType: string } | null> {
  const [{ GetObjectCommand }, client] = await Promise.all([sdk(), s3()]);
  try {
    const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return {
      body: await out.Body!.transformToByteArray(),
      contentType: out.ContentType ?? "application/octet-stream",
    };
  } catch (err) {
    if ((err as { name?: string }).name === "NoSuchKey") return null;
    throw err;
  }
}
