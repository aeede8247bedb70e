import type { S3Client } from "@aws-sdk/client-s3";
import { config } from "../config";

/**
 * The S3 SDK is loaded by `import()` at the first file read or write, not at module load: the accounts and imports
 * functions import this module, and most of their cold starts touch no file (the SDK comes from the Lambda
 * runtime, loading it cost every cold start; figures: docs/architecture.md "Cold start").
 */
const sdk = () => import("@aws-sdk/client-s3");

let s3Client: Promise<S3Client> | undefined;
/** The one S3 client (path-style against the local s3rver). Documents live under `customers/<customerId>/...`. */
const s3 = () =>
  (s3Client ??= sdk().then(({ S3Client }) => new S3Client({ forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3 })));

export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const [{ PutObjectCommand }, client] = await Promise.all([sdk(), s3()]);
  await client.send(
    new PutObjectCommand({ Bucket: config().bucketName, Key: key, Body: body, ContentType: contentType }),
  );
}

export async function getObject(key: string): Promise<{ body: Uint8Array; contentType: string } | null> {
  const [{ GetObjectCommand }, client] = await Promise.all([sdk(), s3()]);
  try {
    const out = await client.send(new GetObjectCommand({ Bucket: config().bucketName, Key: key }));
    return {
      body: await out.Body!.transformToByteArray(),
      contentType: out.ContentType ?? "application/octet-stream",
    };
  } catch (err) {
    if ((err as { name?: string }).name === "NoSuchKey") return null;
    throw err;
  }
}

export async function deleteObject(key: string): Promise<void> {
  const [{ DeleteObjectCommand }, client] = await Promise.all([sdk(), s3()]);
  await client.send(new DeleteObjectCommand({ Bucket: config().bucketName, Key: key }));
}

export { LOGO_MAX_BYTES } from "./logo-rules";
export const logoKey = (customerId: string) => `customers/${customerId}/logo`;

/** The image type by its first bytes (magic numbers), or null: png, jpeg, gif, webp, svg. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const b = bytes;
  const starts = (...sig: number[]) => sig.every((v, i) => b[i] === v);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50)
    return "image/webp";
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(b.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "image/svg+xml";
  return null;
}
