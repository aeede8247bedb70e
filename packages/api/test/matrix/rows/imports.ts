/**
 * Rows of the ledger imports (issue 4): like the ledger's, on the session's customer with the file integration;
 * each cell's import (a small CSV, parsed) is the world owner's.
 */
import { invoiceCsv } from "@innfri/core/ledger/import/fixtures/generate";
import { call } from "../../support";
import { secretsOf, sharedByCells, type Row } from "../row";
import { ledgerOf, type World } from "../worlds";

const raw = () => invoiceCsv(2, { firstInvoiceNumber: 900_000 + Math.floor(Math.random() * 90_000) });
type Parsed = { id: string; mapping: unknown; preview: { debtor: { name: string } }[] };

/** The owner's upload, once the queue has parsed it. */
async function parsedImport(token: string): Promise<Parsed> {
  const headers = { "content-type": "application/octet-stream" };
  const up = await call("POST", "/imports?fileName=matrise.csv", { token, raw: raw(), headers });
  if (up.status !== 201) throw new Error(`uploading: ${up.status} ${JSON.stringify(up.body)}`);
  for (let i = 0; i < 300; i++) {
    const res = await call("GET", `/imports/${up.body.id}`, { token });
    if (res.body?.status === "parsed") return res.body as Parsed;
    if (res.body?.status !== "parsing") throw new Error(`parsing: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the import was not parsed in time");
}

type Prepared = { path: string; body?: unknown; raw?: string; secrets?: string[] };
const row = (
  method: string,
  path: string,
  prepare: (token: string, w: World) => Promise<Prepared>,
): Row => ({
  method,
  path,
  req: async ({ c, world }) => {
    const w = await world();
    const p = await prepare((await ledgerOf(c.actors.owner, w)).token, w);
    return { method, path: p.path, body: p.body, raw: p.raw, secrets: [...secretsOf(w), ...(p.secrets ?? [])] };
  },
});
/** A file PUT to a presigned URL of the owner's (issue 12): each cell imports its own upload. */
async function presignedUpload(token: string): Promise<string> {
  const bytes = new TextEncoder().encode(raw());
  const ticket = await call("POST", "/imports/upload-url", { token, body: { fileName: "matrise.csv", size: bytes.length } });
  if (ticket.status !== 200) throw new Error(`upload url: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const put = await fetch(ticket.body.url, { method: "PUT", headers: ticket.body.headers, body: bytes });
  if (put.status !== 200) throw new Error(`upload: ${put.status}`);
  return ticket.body.uploadId as string;
}
/** One parsed import the reading rows' cells share (a read changes nothing). */
const forReads = sharedByCells<Parsed>();
const secretsOfImport = (i: Parsed) => [i.id, i.preview[0]!.debtor.name];

export const IMPORT_ROWS: Row[] = [
  row("POST", "/imports", async () => ({ path: "/imports?fileName=matrise.csv", raw: raw() })),
  row("GET", "/imports", async (token, w) => {
    const i = await forReads(w, () => parsedImport(token));
    return { path: "/imports", secrets: [i.id] };
  }),
  row("GET", "/imports/{id}", async (token, w) => {
    const i = await forReads(w, () => parsedImport(token));
    return { path: `/imports/${i.id}`, secrets: secretsOfImport(i) };
  }),
  row("PUT", "/imports/{id}/mapping", async (token) => {
    const i = await parsedImport(token);
    return { path: `/imports/${i.id}/mapping`, body: { mapping: i.mapping }, secrets: secretsOfImport(i) };
  }),
  row("POST", "/imports/{id}/commit", async (token) => {
    const i = await parsedImport(token);
    return { path: `/imports/${i.id}/commit`, body: {}, secrets: secretsOfImport(i) };
  }),
  row("POST", "/imports/upload-url", async () => ({ path: "/imports/upload-url", body: { fileName: "matrise.csv", size: 100 } })),
  row("POST", "/imports/uploaded", async (token) => ({
    path: "/imports/uploaded",
    body: { uploadId: await presignedUpload(token), fileName: "matrise.csv" },
  })),
];
