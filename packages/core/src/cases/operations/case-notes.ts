import "./case-notes.entity"; // registers the entities named here
import "../../i18n/case-notes"; // the texts of its messages
import { ulid } from "ulid";
import { db } from "../../dynamo/db";
import { type LedgerActor } from "../../ledger/new-voucher";
import { AppError, fieldError } from "../../util/error";
import { userName } from "../actor-names";
import { caseCommand, type CasePlan } from "../command";
import { getCase, type Case } from "../store";
import { NOTE_MAX_CHARS, type CaseNoteInput, type CaseNoteUpdate, type CaseNoteView } from "./case-notes.schema";

/**
 * A case's notes (SPEC 2 notes tab; SPEC 7 "Case notes update uses POST"; docs/case-operations.md "Notes and
 * uploaded documents"). Each create, change and delete is a case command (`caseCommand`) that writes a `note` event on
 * the case in the same transaction (the case itself does not change: a plan with no `after`), and the request's
 * activity entry with it, naming the note.
 */

type Note = {
  customerId: string;
  caseId: string;
  noteId: string;
  text: string;
  createdBy: string;
  createdByName?: string;
  updatedBy?: string;
  updatedByName?: string;
  version: number;
  createdAt: number;
  updatedAt: number;
};

const view = (n: Note): CaseNoteView => ({
  id: n.noteId,
  caseId: n.caseId,
  text: n.text,
  createdBy: n.createdBy,
  createdByName: n.createdByName ?? null,
  createdAt: n.createdAt,
  updatedBy: n.updatedBy ?? null,
  updatedByName: n.updatedByName ?? null,
  updatedAt: n.updatedAt,
});

/** The note's text, trimmed: required, at most NOTE_MAX_CHARS characters (422 on `text`). */
export function noteText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw fieldError("text", "validation.required");
  if ([...trimmed].length > NOTE_MAX_CHARS)
    throw fieldError("text", "caseNotes.tooLong", { max: String(NOTE_MAX_CHARS) });
  return trimmed;
}

/** The start of a note, for the events tab (the note itself may change or go later). */
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, " ");
  return [...line].length > 80 ? `${[...line].slice(0, 79).join("")}…` : line;
};

/**
 * A change of a note as a case command (`caseCommand`, a plan with no `after`): the note's own item, the `note`
 * event on the case (who, and the note's start), and the request's activity entry naming the note, in one
 * transaction that checks the case's version read without writing the case. Answers the case's id of the note.
 */
function notePlan(
  c: Case,
  actor: LedgerActor,
  byName: string | undefined,
  change: { noteId: string; action: "created" | "updated" | "deleted"; text: string },
  item: NonNullable<CasePlan["extra"]>,
): CasePlan<string> {
  return {
    event: {
      kind: "note",
      by: actor.userId,
      byName,
      data: { action: change.action, noteId: change.noteId, excerpt: excerpt(change.text) },
    },
    extra: item,
    target: change.noteId,
    result: String(c.caseNumber),
  };
}

/** GET /case-notes?caseId=: the case's notes, newest first (404 for a case the customer does not have). */
export async function listCaseNotes(
  customerId: string,
  caseId: string,
): Promise<{ data: CaseNoteView[]; total: number }> {
  const c = await getCase(customerId, caseId);
  const { data } = await db()
    .entities.caseNote.query.byCase({ customerId, caseId: String(c.caseNumber) })
    .go({ pages: "all", order: "desc" });
  return { data: data.map((n) => view(n as Note)), total: data.length };
}

async function getNote(customerId: string, noteId: string): Promise<Note> {
  const { data } = await db().entities.caseNote.query.byId({ customerId, noteId }).go({ limit: 1 });
  if (!data[0]) throw new AppError("NOT_FOUND", "errors.notFound");
  // the index is eventually consistent: read the item itself for its current version
  return noteItem(customerId, data[0].caseId, noteId);
}

async function noteItem(customerId: string, caseId: string, noteId: string): Promise<Note> {
  const item = (await db().entities.caseNote.get({ customerId, caseId, noteId }).go({ consistent: true })).data;
  if (!item) throw new AppError("NOT_FOUND", "errors.notFound");
  return item as Note;
}

/** POST /case-notes: a note on the case, with its event. */
export async function createCaseNote(
  customerId: string,
  input: CaseNoteInput,
  actor: LedgerActor,
): Promise<CaseNoteView> {
  const text = noteText(input.text);
  const byName = await userName(actor.userId);
  // one id for every try: a try that committed unseen fails the next one's create (busy), never a second note
  const noteId = ulid();
  const caseId = await caseCommand(customerId, input.caseId, actor, (c) =>
    notePlan(c, actor, byName, { noteId, action: "created", text }, (e) => [
      e.caseNote
        .create({
          customerId,
          caseId: String(c.caseNumber),
          noteId,
          text,
          createdBy: actor.userId,
          createdByName: byName,
        })
        .commit(),
    ]),
  );
  return view(await noteItem(customerId, caseId, noteId));
}

/** POST /case-notes/{id}: the note's new text, conditioned on the version read (a concurrent change: read again). */
export async function updateCaseNote(
  customerId: string,
  noteId: string,
  input: CaseNoteUpdate,
  actor: LedgerActor,
): Promise<CaseNoteView> {
  const text = noteText(input.text);
  const byName = await userName(actor.userId);
  const { caseId } = await getNote(customerId, noteId);
  await caseCommand(customerId, caseId, actor, async (c) => {
    const before = await noteItem(customerId, caseId, noteId);
    return notePlan(c, actor, byName, { noteId, action: "updated", text }, (e) => [
      e.caseNote
        .patch({ customerId, caseId, noteId })
        .set({ text, updatedBy: actor.userId, updatedByName: byName, version: before.version + 1 })
        .where((a, { eq }) => eq(a.version, before.version))
        .commit(),
    ]);
  });
  return view(await noteItem(customerId, caseId, noteId));
}

/** DELETE /case-notes/{id}: the note goes; its event stays (with the note's start, so the events tab says which). */
export async function deleteCaseNote(customerId: string, noteId: string, actor: LedgerActor): Promise<void> {
  const byName = await userName(actor.userId);
  const { caseId } = await getNote(customerId, noteId);
  await caseCommand(customerId, caseId, actor, async (c) => {
    const before = await noteItem(customerId, caseId, noteId);
    return notePlan(c, actor, byName, { noteId, action: "deleted", text: before.text }, (e) => [
      e.caseNote
        .delete({ customerId, caseId, noteId })
        .where((a, { eq }) => eq(a.version, before.version))
        .commit(),
    ]);
  });
}
