import { z } from "@hono/zod-openapi";
import { CaseDocumentView } from "@innfri/core/cases/documents/case-document-views.schema";
import { caseDocumentFile, listCaseDocuments } from "@innfri/core/cases/documents/case-documents";
import { contentDisposition } from "@innfri/core/util/download";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, responses } from "../../lib/schemas";
import { caseRead } from "./access";
import { idParam, tags } from "./schemas";

/** A case's letters (docs/cases.md "Documents"): the list, and each PDF with its suggested file name. */
const CaseDocumentList = listOf(CaseDocumentView).openapi("CaseDocumentList");
const letterParam = idParam.extend({ letterId: z.string().min(1).max(40) });
const inlineQuery = z.object({
  inline: z.enum(["0", "1"]).optional().openapi({ description: "1: shown in the browser instead of downloaded" }),
});

export const caseDocumentRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/documents",
      tags: tags.cases,
      summary: "The case's letters, newest first: kind, title, file name, channels, where each is (rendered … sent), size",
      request: { params: idParam },
      responses: responses(CaseDocumentList),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await listCaseDocuments(c.get("customerId"), id), 200);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/documents/{letterId}",
      tags: tags.cases,
      summary: "A letter's PDF, a download with its suggested file name (?inline=1 to show it in the browser)",
      request: { params: letterParam, query: inlineQuery },
      responses: {
        200: { description: "The PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
        404: responses(CaseDocumentList)[404],
      },
    }),
    async (c) => {
      const { id, letterId } = c.req.valid("param");
      const file = await caseDocumentFile(c.get("customerId"), id, letterId);
      const inline = c.req.valid("query").inline === "1";
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": contentDisposition(file.fileName, inline ? "inline" : "attachment"),
        "Cache-Control": "private, no-store",
      }) as never;
    },
  );
