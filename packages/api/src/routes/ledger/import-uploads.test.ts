import { describe, expect, it } from "vitest";
import { config } from "@innfri/core/config";
import { invoiceCsv } from "@innfri/core/ledger/import/fixtures/generate";
import { fileKey, IMPORT_MAX_BYTES, uploadKey } from "@innfri/core/ledger/imports";
import { getObject } from "@innfri/core/storage/documents";
import { readObject } from "@innfri/core/storage/s3";
import { call } from "../../../test/support";
import { ledgerOwner, sessionOn } from "../../../test/ledger";

/** The web's way (issue 12): a presigned URL, the file PUT to S3 (s3rver here), then the import of the upload. */
async function presignedUpload(token: string, fileName: string, csv: string) {
  const bytes = new TextEncoder().encode(csv);
  const ticket = await call("POST", "/imports/upload-url", { token, body: { fileName, size: bytes.length } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.url, { method: "PUT", headers: ticket.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body as { uploadId: string; url: string; headers: Record<string, string>; expiresAt: string };
}

async function settled(token: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const res = await call("GET", `/imports/${id}`, { token });
    if (res.body.status !== "parsing") return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} is still parsing`);
}

describe("ledger imports by presigned upload", () => {
  it("signs a short-lived PUT of the declared size under the customer's temporary uploads, then imports the upload", async () => {
    const owner = await ledgerOwner();
    const csv = invoiceCsv(3, { today: "2026-05-01", firstInvoiceNumber: 930_001 });
    const ticket = await presignedUpload(owner.token, "faktura.csv", csv);
    const url = new URL(ticket.url);
    expect(url.pathname).toBe(`/${config().bucketName}/${uploadKey(owner.customerId, ticket.uploadId)}`);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(ticket.headers).toEqual({ "content-type": "application/octet-stream" });
    expect(Date.parse(ticket.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);

    const started = await call("POST", "/imports/uploaded", {
      token: owner.token,
      body: { uploadId: ticket.uploadId, fileName: "faktura.csv" },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ status: "parsing", fileName: "faktura.csv", format: "csv" });
    expect(await settled(owner.token, started.body.id)).toMatchObject({ status: "parsed", summary: { invoices: 3 } });
    // the file is a record now (records bucket); the upload is gone
    const record = await readObject(config().recordsBucketName, fileKey(owner.customerId, started.body.id));
    expect(new TextDecoder().decode(record!.body)).toBe(csv);
    expect(await getObject(uploadKey(owner.customerId, ticket.uploadId))).toBeNull();
    // the same upload twice: it is gone
    const again = await call("POST", "/imports/uploaded", {
      token: owner.token,
      lang: "en",
      body: { uploadId: ticket.uploadId, fileName: "faktura.csv" },
    });
    expect(again).toMatchObject({ status: 422, body: { message: "The uploaded file was not found. Upload it again." } });
  });

  it("refuses an empty or too large file before it is sent, and an upload that is not there or another customer's", async () => {
    const a = await ledgerOwner();
    const b = await ledgerOwner();
    const tooLarge = await call("POST", "/imports/upload-url", {
      token: a.token,
      lang: "en",
      body: { fileName: "big.csv", size: IMPORT_MAX_BYTES + 1 },
    });
    expect(tooLarge).toMatchObject({ status: 422, body: { errors: { file: ["The file is too large (max 5 MB). Split it and try again."] } } });
    // 5 MB is allowed: above what a Lambda request carries as base64 (about 4.5 MB), below the import limit
    expect((await call("POST", "/imports/upload-url", { token: a.token, body: { fileName: "x.csv", size: IMPORT_MAX_BYTES } })).status).toBe(200);
    const empty = await call("POST", "/imports/upload-url", { token: a.token, lang: "en", body: { fileName: "x.csv", size: 0 } });
    expect(empty).toMatchObject({ status: 422, body: { message: "The file is empty." } });

    const ticket = await presignedUpload(a.token, "a.csv", invoiceCsv(2, { today: "2026-05-01", firstInvoiceNumber: 931_001 }));
    // b names a's upload: b's own key, which holds nothing
    const foreign = await call("POST", "/imports/uploaded", { token: b.token, body: { uploadId: ticket.uploadId, fileName: "a.csv" } });
    expect(foreign.status).toBe(422);
    const bad = await call("POST", "/imports/uploaded", { token: a.token, body: { uploadId: "../../x", fileName: "a.csv" } });
    expect(bad.status).toBe(422);
    // sales may read the ledger but not import
    const sales = await sessionOn(a.customerId, "sales");
    expect((await call("POST", "/imports/upload-url", { token: sales, body: { fileName: "a.csv", size: 10 } })).status).toBe(403);
    expect((await call("POST", "/imports/uploaded", { token: sales, body: { uploadId: ticket.uploadId, fileName: "a.csv" } })).status).toBe(403);
    expect((await call("POST", "/imports/uploaded", { token: a.token, body: { uploadId: ticket.uploadId, fileName: "a.csv" } })).status).toBe(201);
  });

  it("lets a local page upload across origins (s3rver's CORS), a foreign origin not", async () => {
    const owner = await ledgerOwner();
    const ticket = await call("POST", "/imports/upload-url", { token: owner.token, body: { fileName: "a.csv", size: 5 } });
    const preflight = (origin: string) =>
      fetch(ticket.body.url, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "PUT", "access-control-request-headers": "content-type" },
      });
    const local = await preflight("http://localhost:4710");
    expect(local.status).toBe(200);
    expect(local.headers.get("access-control-allow-methods")).toContain("PUT");
    expect((await preflight("https://evil.example")).status).toBe(403);
  });
});
