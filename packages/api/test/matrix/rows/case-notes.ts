/**
 * Rows of a case's notes and uploaded documents (issue 11): routes on the customer loaded in the session. Each cell
 * gets a case of its own (started by the world's owner) and, where the route names one, a note or an upload made
 * through core, so a cell that deletes or changes it leaves the next one its own.
 */
import type { Actor } from "../actors";
import { secretsOf, type Row } from "../row";
import type { World } from "../worlds";
import { caseOf } from "./cases";

const pdf = () => new Blob([new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n")]);

type Prepared = {
  path: string;
  body?: unknown;
  file?: { field: string; blob: Blob; name: string };
  secrets?: string[];
};
const row = (method: string, path: string, prepare: (owner: Actor, w: World) => Promise<Prepared>): Row => ({
  method,
  path,
  req: async ({ c, world }) => {
    const w = await world();
    const p = await prepare(c.actors.owner, w);
    return { method, path: p.path, body: p.body, file: p.file, secrets: [...secretsOf(w), ...(p.secrets ?? [])] };
  },
});

/** A note on a new case of the world, written through core as its owner. */
async function noteOf(owner: Actor, w: World) {
  const k = await caseOf(owner, w);
  const { createCaseNote } = await import("@innfri/core/cases/operations/case-notes");
  const text = `Hemmelig notat ${k.id}`;
  const note = await createCaseNote(w.customerId, { caseId: k.id, text }, { userId: owner.userId });
  return { caseId: k.id, id: note.id, text, debtorName: k.debtorName };
}

/** A PDF uploaded to a new case of the world, through core as its owner. */
async function uploadOf(owner: Actor, w: World) {
  const k = await caseOf(owner, w);
  const { uploadCaseDocument } = await import("@innfri/core/cases/operations/case-uploads");
  const bytes = new Uint8Array(await pdf().arrayBuffer());
  const doc = await uploadCaseDocument(
    w.customerId,
    k.id,
    { name: "hemmelig-avtale.pdf", type: "application/pdf", bytes },
    { userId: owner.userId },
  );
  return { caseId: k.id, id: doc.id, debtorName: k.debtorName };
}

export const CASE_NOTE_ROWS: Row[] = [
  row("GET", "/case-notes", async (owner, w) => {
    const n = await noteOf(owner, w);
    return { path: `/case-notes?caseId=${n.caseId}`, secrets: [n.text] };
  }),
  row("POST", "/case-notes", async (owner, w) => {
    const k = await caseOf(owner, w);
    return { path: "/case-notes", body: { caseId: k.id, text: "Nytt notat" }, secrets: [k.debtorName] };
  }),
  row("POST", "/case-notes/{id}", async (owner, w) => {
    const n = await noteOf(owner, w);
    return { path: `/case-notes/${n.id}`, body: { text: "Endret" }, secrets: [n.text] };
  }),
  row("DELETE", "/case-notes/{id}", async (owner, w) => {
    const n = await noteOf(owner, w);
    return { path: `/case-notes/${n.id}`, secrets: [n.text] };
  }),
  row("POST", "/cases/{id}/upload-document", async (owner, w) => {
    const k = await caseOf(owner, w);
    return {
      path: `/cases/${k.id}/upload-document`,
      file: { field: "file", blob: pdf(), name: "a.pdf" },
      secrets: [k.debtorName],
    };
  }),
  row("GET", "/cases/{id}/uploaded-documents", async (owner, w) => {
    const u = await uploadOf(owner, w);
    return { path: `/cases/${u.caseId}/uploaded-documents`, secrets: ["hemmelig-avtale"] };
  }),
  row("GET", "/cases/{id}/uploaded-documents/{documentId}", async (owner, w) => {
    const u = await uploadOf(owner, w);
    return { path: `/cases/${u.caseId}/uploaded-documents/${u.id}`, secrets: ["%PDF-1.4"] };
  }),
];

/** The staff list of letters to post (routes/print-queue-list.ts): no customer, staff only. */
export const PRINT_QUEUE_LIST_ROWS: Row[] = [
  {
    method: "GET",
    path: "/case-documents",
    req: async () => ({ method: "GET", path: "/case-documents?status=queued", secrets: [] }),
  },
];
