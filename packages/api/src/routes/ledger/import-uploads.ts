import "@innfri/core/i18n/imports"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { IMPORT_FORMATS, LedgerImportView } from "@innfri/core/ledger/import/import.schema";
import { IMPORT_MAX_BYTES, importUploadUrl, startImportFromUpload } from "@innfri/core/ledger/imports";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { ledgerChange } from "./access";
import { fileRefusal, importView } from "./imports";
import { tags, withConflict } from "./schemas";

/**
 * Imports by presigned upload (issue 12, docs/ledger.md "Imports"): a file larger than a Lambda request can carry
 * (6 MB, base64 included) goes to S3 directly, so the 5 MB limit holds on AWS as locally. The web sends every file
 * this way; POST /imports with the file as the body stays for API clients with small files.
 */

const fileName = z
  .string()
  .trim()
  .min(1, { error: "validation.required" })
  .max(200, { error: "validation.tooLong" })
  .openapi({ description: "The file's name as the user chose it (shown in the list)" });
const UploadUrlBody = z.object({
  fileName,
  size: z.number().int().min(0).openapi({ description: `The file's size in bytes (at most ${IMPORT_MAX_BYTES})` }),
});
const UploadUrl = z
  .object({
    uploadId: z.string(),
    url: z.string().openapi({ description: "PUT the file here, with exactly these headers and the declared size" }),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string().openapi({ description: "The URL's expiry (ISO time): start the upload before it" }),
  })
  .openapi("ImportUploadUrl");
const UploadedBody = z.object({
  uploadId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: "validation.invalid" }),
  fileName,
  format: z.enum(IMPORT_FORMATS).optional().openapi({ description: "Override the detected format" }),
});

const { 200: stored, ...uploadErrors } = withConflict(LedgerImportView);

export const importUploads = router()
  .openapi(
    secured({
      ...ledgerChange,
      method: "post",
      path: "/upload-url",
      tags: tags.ledger,
      summary:
        "A presigned URL to upload a file to import (PUT, Content-Type application/octet-stream, the declared size, " +
        "valid 5 minutes); then POST /imports/uploaded. 422 when the size is 0 or above 5 MB",
      request: { body: jsonBody(UploadUrlBody) },
      responses: responses(UploadUrl),
    }),
    async (c) => {
      const { size } = c.req.valid("json");
      const ticket = await importUploadUrl(c.get("customerId"), size).catch(fileRefusal);
      return c.json(ticket, 200);
    },
  )
  .openapi(
    secured({
      ...ledgerChange,
      method: "post",
      path: "/uploaded",
      tags: tags.ledger,
      summary:
        "Import an uploaded file (by the uploadId of POST /imports/upload-url): answers the import with status parsing, " +
        "as POST /imports does; 422 when the upload is not there (not sent, or expired) or the file is refused",
      request: { body: jsonBody(UploadedBody) },
      responses: { 201: { ...stored, description: "Stored; parsing in the queue" }, ...uploadErrors },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const item = await startImportFromUpload(c.get("customerId"), c.get("actor"), body).catch(fileRefusal);
      return c.json(importView(item, c.get("lang")), 201);
    },
  );
