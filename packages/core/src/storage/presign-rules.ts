import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 query signing of one S3 request (a presigned URL), as S3's "Authenticating Requests: Using
 * Query Parameters" describes it. Pure and small: the SDK's presigner package is not a dependency, and the API
 * bundles stay without it. Checked against AWS's own example (presign-rules.test.ts). The signed headers must be sent
 * as signed: S3 refuses a PUT whose Content-Type or Content-Length differs (SignatureDoesNotMatch).
 */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface PresignRequest {
  method: "GET" | "PUT";
  /** `https://<bucket>.s3.<region>.amazonaws.com` (virtual-hosted) or a local endpoint with the bucket in the path. */
  origin: string;
  /** The path, unencoded: `/<key>` or `/<bucket>/<key>`. */
  path: string;
  /** Headers the client must send as they are (lower-case names); `host` is added from the origin. */
  headers: Record<string, string>;
  region: string;
  credentials: Credentials;
  expiresIn: number;
  now: Date;
}

/** RFC 3986 encoding (encodeURIComponent leaves !'()* as they are; SigV4 does not). */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const hmac = (key: string | Buffer, s: string) => createHmac("sha256", key).update(s, "utf8").digest();

export function presignUrl(r: PresignRequest): string {
  const amzDate = r.now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${r.region}/s3/aws4_request`;
  const headers: Record<string, string> = { ...r.headers, host: new URL(r.origin).host };
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .sort();
  const signedHeaders = names.join(";");
  const query: Record<string, string> = {
    "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    "X-Amz-Credential": `${r.credentials.accessKeyId}/${scope}`,
    "X-Amz-Date": amzDate,
    "X-Amz-Expires": String(r.expiresIn),
    "X-Amz-SignedHeaders": signedHeaders,
    ...(r.credentials.sessionToken ? { "X-Amz-Security-Token": r.credentials.sessionToken } : {}),
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${rfc3986(k)}=${rfc3986(query[k]!)}`)
    .join("&");
  // S3 encodes each segment once and keeps the slashes
  const canonicalPath = r.path.split("/").map(rfc3986).join("/");
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${lower[n]!.trim().replace(/\s+/g, " ")}\n`).join("");
  const canonicalRequest = [r.method, canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, "UNSIGNED-PAYLOAD"].join(
    "\n",
  );
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${r.credentials.secretAccessKey}`, day), r.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign, "utf8").digest("hex");
  return `${r.origin}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
