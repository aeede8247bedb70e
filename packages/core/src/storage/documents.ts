import { config } from "../config";
import { readObject, s3, sdk } from "./s3";

/** The working bucket: logos, letter models, uploads, temporary files. Records kept by law: storage/records.ts. */

export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const [{ PutObjectCommand }, client] = await Promise.all([sdk(), s3()]);
  await client.send(
    new PutObjectCommand({ Bucket: config().bucketName, Key: key, Body: body, ContentType: contentType }),
  );
}

export function getObject(key: string): Promise<{ body: Uint8Array; contentType: string } | null> {
  return readObject(config().bucketName, key);
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
