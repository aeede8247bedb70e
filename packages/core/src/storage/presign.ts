import { config } from "../config";
import { presignUrl } from "./presign-rules";
import { s3 } from "./s3";

/**
 * A presigned PUT into the documents bucket (the imports' upload, docs/ledger.md "Imports"): the browser sends the
 * file to S3 itself, so a file larger than a Lambda request can carry (6 MB, base64 included) still arrives. Signed
 * with the function's own credentials (its role may put under `tmp/customers/*`); the exact Content-Type and
 * Content-Length are signed, so S3 takes no other type nor size. Locally the URL points at s3rver (path style).
 */
export async function presignPut(
  key: string,
  opts: { contentType: string; contentLength: number; expiresIn: number },
): Promise<{ url: string; headers: Record<string, string>; expiresAt: string }> {
  const client = await s3();
  const [credentials, region] = await Promise.all([client.config.credentials(), client.config.region()]);
  const bucket = config().bucketName;
  const local = process.env.AWS_ENDPOINT_URL_S3?.replace(/\/$/, "");
  const headers = { "content-type": opts.contentType, "content-length": String(opts.contentLength) };
  // real time, not Clock: S3 checks the signature against its own clock (a local clock offset must not expire it)
  const now = new Date();
  const url = presignUrl({
    method: "PUT",
    origin: local ?? `https://${bucket}.s3.${region}.amazonaws.com`,
    path: local ? `/${bucket}/${key}` : `/${key}`,
    headers,
    region,
    credentials,
    expiresIn: opts.expiresIn,
    now,
  });
  // the browser sets Content-Length itself (a forbidden header); it is signed all the same
  return { url, headers: { "content-type": opts.contentType }, expiresAt: new Date(now.getTime() + opts.expiresIn * 1000).toISOString() };
}
