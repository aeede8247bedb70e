import { z } from "@hono/zod-openapi";
import {
  CaseNoteInput,
  CaseNoteList,
  CaseNoteUpdate,
  CaseNoteView,
} from "@innfri/core/cases/operations/case-notes.schema";
import "@innfri/core/i18n/case-notes"; // the texts of the keys named here
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange, caseRead } from "../cases/access";

/** Loaded at the first request: keeps the operations function's cold start small. */
const core = () => import("@innfri/core/cases/operations/case-notes");

/**
 * A case's notes (SPEC 2 notes tab; SPEC 7 "Case notes update uses POST"; docs/case-operations.md): read by whoever
 * may read the customer's cases, written by whoever may change them (sales 403). Always the session's customer, so
 * another customer's note is a 404. Each change answers its message and the note.
 */
const tags = ["Case notes"];
const noteParam = z.object({ id: z.string().min(1).max(40) });
const listQuery = z.object({ caseId: z.string().min(1).max(20) });
const NoteMessage = z.object({ message: z.string(), data: CaseNoteView }).openapi("CaseNoteMessage");
const Message = z.object({ message: z.string() }).openapi("CaseNoteDeleted");

export const caseNoteRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/",
      tags,
      summary: "The case's notes, newest first: text, author and time, last editor",
      request: { query: listQuery },
      responses: responses(CaseNoteList),
    }),
    async (c) => c.json(await (await core()).listCaseNotes(c.get("customerId"), c.req.valid("query").caseId), 200),
  )
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/",
      tags,
      summary: "A note on a case (text required, at most 2000 characters; 422 on text); a note event on the case",
      request: { body: jsonBody(CaseNoteInput) },
      responses: responses(NoteMessage, "Created", 201),
    }),
    async (c) => {
      const note = await (await core()).createCaseNote(c.get("customerId"), c.req.valid("json"), commandActor(c, 201));
      return c.json({ message: t(c.get("lang"), "caseNotes.created"), data: note }, 201);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/{id}",
      tags,
      summary: "Change a note's text (POST, SPEC 7); a note event on the case",
      request: { params: noteParam, body: jsonBody(CaseNoteUpdate) },
      responses: responses(NoteMessage),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const note = await (
        await core()
      ).updateCaseNote(c.get("customerId"), id, c.req.valid("json"), commandActor(c, 200));
      return c.json({ message: t(c.get("lang"), "caseNotes.updated"), data: note }, 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "delete",
      path: "/{id}",
      tags,
      summary: "Delete a note; its event stays on the case",
      request: { params: noteParam },
      responses: responses(Message),
    }),
    async (c) => {
      await (await core()).deleteCaseNote(c.get("customerId"), c.req.valid("param").id, commandActor(c, 200));
      return c.json({ message: t(c.get("lang"), "caseNotes.deleted") }, 200);
    },
  );
