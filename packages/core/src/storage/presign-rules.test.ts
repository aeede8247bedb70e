import { describe, expect, it } from "vitest";
import { presignUrl } from "./presign-rules";

describe("presigned S3 URLs (SigV4 query signing)", () => {
  it("signs AWS's documented example exactly (S3 API reference, 'Authenticating Requests: Using Query Parameters')", () => {
    const url = presignUrl({
      method: "GET",
      origin: "https://examplebucket.s3.amazonaws.com",
      path: "/test.txt",
      headers: {},
      region: "us-east-1",
      credentials: { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" },
      expiresIn: 86400,
      now: new Date("2013-05-24T00:00:00Z"),
    });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z" +
        "&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("signs the headers the upload must carry, and the session token of a Lambda role", () => {
    const base = {
      method: "PUT" as const,
      origin: "https://b.s3.eu-north-1.amazonaws.com",
      path: "/tmp/customers/c1/imports/uploads/u1",
      region: "eu-north-1",
      credentials: { accessKeyId: "AKID", secretAccessKey: "secret", sessionToken: "tok/en+" },
      expiresIn: 300,
      now: new Date("2026-11-26T10:00:00Z"),
    };
    const url = new URL(presignUrl({ ...base, headers: { "content-type": "text/csv", "content-length": "10" } }));
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Security-Token")).toBe("tok/en+");
    // another length is another signature: S3 refuses a body of any other size
    const other = new URL(presignUrl({ ...base, headers: { "content-type": "text/csv", "content-length": "11" } }));
    expect(other.searchParams.get("X-Amz-Signature")).not.toBe(url.searchParams.get("X-Amz-Signature"));
  });
});
