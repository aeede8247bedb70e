import "@innfri/core/i18n/case-notes"; // the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import {
  CaseUploadList,
  CaseUploadView,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
} from "@innfri/core/cases/operations/case-notes.schema";
import { t } from "@innfri/core/i18n/messages";
import { contentDisposition } from "@innfri/core/util/download";
import { fieldError } from "@innfri/core/util/error";
import type { AppEnv } from "../../lib/context";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange, caseRead } from "../cases/access";
import { idParam, tags } from "../cases/schemas";

/** Loaded at the first request: keeps the operations function's cold start small. */
const core = () => import("@innfri/core/cases/operations/case-uploads");

/**
 * PDFs uploaded to a case (SPEC 5 "Files", docs/case-operations.md "Notes and uploaded documents"): multipart field
 * `file`, PDF only (by its bytes), at most 4 MB (so the base64 body fits Lambda's 6 MB); listed and downloaded with
 * the file name it was uploaded with.
 */
const tooLarge = () => fieldError("file", "caseUploads.tooLarge", { max: String(UPLOAD_MAX_MB) });

/** Refuses an upload whose declared size is already over the limit, before the body is read. */
const sizeLimit = createMiddleware<AppEnv>(async (c, next) => {
  // the multipart envelope adds a few hundred bytes around the file
  if (Number(c.req.header("content-length") ?? 0) > UPLOAD_MAX_BYTES + 64 * 1024) throw tooLarge();
  await next();
});

const docParam = idParam.extend({ documentId: z.string().min(1).max(40) });
const UploadMessage = z.object({ message: z.string(), data: CaseUploadView }).openapi("CaseUploadMessage");

export const caseUploadRoutes = router()
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/{id}/upload-document",
      tags: tags.cases,
      use: sizeLimit,
      summary:
        "Upload a PDF to the case: multipart field file, PDF only (checked by its bytes), at most 4 MB; an event on the case",
      request: {
        params: idParam,
        body: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
            },
          },
        },
      },
      responses: responses(UploadMessage, "Created", 201),
    }),
    async (c) => {
      const file = (await c.req.parseBody()).file;
      if (!(file instanceof File)) throw fieldError("file", "validation.required");
      if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const doc = await (
        await core()
      ).uploadCaseDocument(
        c.get("customerId"),
        c.req.valid("param").id,
        { name: file.name, type: file.type, bytes },
        commandActor(c, 201),
      );
      return c.json({ message: t(c.get("lang"), "caseUploads.uploaded"), data: doc }, 201);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/uploaded-documents",
      tags: tags.cases,
      summary: "The PDFs uploaded to the case, newest first: file name, size, who and when",
      request: { params: idParam },
      responses: responses(CaseUploadList),
    }),
    async (c) => c.json(await (await core()).listCaseUploads(c.get("customerId"), c.req.valid("param").id), 200),
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/uploaded-documents/{documentId}",
      tags: tags.cases,
      summary: "An uploaded PDF, a download under the name it was uploaded with (?inline=1 to show it in the browser)",
      request: { params: docParam, query: z.object({ inline: z.enum(["0", "1"]).optional() }) },
      responses: {
        200: {
          description: "The PDF",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: responses(CaseUploadList)[404],
      },
    }),
    async (c) => {
      const { id, documentId } = c.req.valid("param");
      const file = await (await core()).caseUploadFile(c.get("customerId"), id, documentId);
      const inline = c.req.valid("query").inline === "1";
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": contentDisposition(file.fileName, inline ? "inline" : "attachment"),
        "Cache-Control": "private, no-store",
      }) as never;
    },
  );
