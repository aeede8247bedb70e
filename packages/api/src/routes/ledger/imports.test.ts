import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { xlsxBomb, zip } from "@innfri/core/ledger/import/fixtures/bomb";
import {
  INVOICE_CSV_HEADERS,
  invoiceCsv,
  kidFor,
  ocrFile,
  ocrRecords,
} from "@innfri/core/ledger/import/fixtures/generate";
import { IMPORT_MAX_BYTES } from "@innfri/core/ledger/imports";
import { call } from "../../../test/support";
import { ledgerOwner, sessionOn } from "../../../test/ledger";
import { app } from "../../app";

/** Uploads a file the way the web does: the raw bytes as the body, the name (and format) in the query. */
async function upload(
  token: string,
  fileName: string,
  body: string | Uint8Array,
  opts: { format?: string; lang?: "no" | "en"; headers?: Record<string, string> } = {},
) {
  const q = new URLSearchParams({ fileName });
  if (opts.format) q.set("format", opts.format);
  const res = await app.request(`/v1/imports?${q.toString()}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/octet-stream",
      "accept-language": opts.lang ?? "no",
      ...opts.headers,
    },
    body: typeof body === "string" ? new TextEncoder().encode(body) : body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Polls the import (the file's jobs poller runs the queued stages) until it leaves `state`. */
async function settled(token: string, id: string, state: "parsing" | "importing", lang: "no" | "en" = "no") {
  for (let i = 0; i < 300; i++) {
    const res = await call("GET", `/imports/${id}`, { token, lang });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.status !== state) return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} is still ${state}`);
}

/** Upload, wait for the preview; answers the parsed (or failed) import. */
async function parsed(
  token: string,
  fileName: string,
  body: string,
  opts: { format?: string; lang?: "no" | "en" } = {},
) {
  const res = await upload(token, fileName, body, opts);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return settled(token, res.body.id, "parsing", opts.lang);
}

async function commit(token: string, id: string, body?: unknown) {
  const res = await call("POST", `/imports/${id}/commit`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe("importing");
  return settled(token, id, "importing");
}

const TODAY = "2026-05-01";

/** A new customer, its owner signed in, with the file integration chosen (the imports are that integration's). */
async function fileOwner() {
  const owner = await ledgerOwner();
  const res = await call("POST", "/integration-settings", { token: owner.token, body: { integration: "file" } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return owner;
}

describe("ledger imports: CSV", () => {
  it("uploads, previews, remaps and imports a CSV of invoices; the same file again is refused", async () => {
    const { token } = await fileOwner();
    const csv = invoiceCsv(12, { today: TODAY, customers: 4, firstInvoiceNumber: 700_001 });

    const started = await upload(token, "faktura.csv", csv);
    expect(started).toMatchObject({
      status: 201,
      body: { status: "parsing", format: "csv", fileName: "faktura.csv", error: null },
    });
    expect(started.body.id).toBe(started.body.importId);

    const preview = await settled(token, started.body.id, "parsing");
    expect(preview).toMatchObject({
      status: "parsed",
      total: 12,
      headers: INVOICE_CSV_HEADERS,
      mapping: { kind: "invoice", columns: { customerNumber: "Kundenr", amount: "Beløp", kid: "KID" } },
      summary: { rows: 12, valid: 12, invoices: 12, payments: 0, newDebtors: 4, duplicates: 0, errors: 0 },
      issues: [],
    });
    expect(preview.preview).toHaveLength(12);
    expect(preview.preview[0]).toMatchObject({
      kind: "invoice",
      number: "700001",
      debtor: { customerNumber: "10000" },
    });
    expect(preview.preview[0].kid).toBeTruthy();

    // another mapping: without the KID column (saved for the customer, the file parsed again)
    const { kid: _kid, ...columns } = preview.mapping.columns;
    const remapped = await call("PUT", `/imports/${started.body.id}/mapping`, {
      token,
      body: { mapping: { kind: "invoice", columns } },
    });
    expect(remapped).toMatchObject({ status: 200, body: { status: "parsing" } });
    const again = await settled(token, started.body.id, "parsing");
    expect(again.status).toBe("parsed");
    expect(again.mapping.columns.kid).toBeUndefined();
    expect(again.preview[0].kid).toBeUndefined();
    // and back, so the invoices keep their KIDs
    await call("PUT", `/imports/${started.body.id}/mapping`, { token, body: { mapping: preview.mapping } });
    expect((await settled(token, started.body.id, "parsing")).preview[0].kid).toBeTruthy();

    const list = await call("GET", "/imports", { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((i: { id: string }) => i.id)).toContain(started.body.id);
    expect(list.body.data[0].preview).toBeUndefined();

    const done = await commit(token, started.body.id, { overwriteDebtors: false });
    expect(done).toMatchObject({
      status: "done",
      processed: 12,
      total: 12,
      result: { created: 12, skipped: 0, debtorsCreated: 4 },
    });
    const ledger = await call("GET", "/ledgers?rowsPerPage=50", { token });
    expect(ledger.body.total).toBe(12);
    expect(ledger.body.data.map((v: { number: string }) => v.number).sort()[0]).toBe("700001");
    expect(ledger.body.data.every((v: { source: string; importId: string }) => v.importId === started.body.id)).toBe(
      true,
    );

    // a second commit, and the same bytes again
    const twice = await call("POST", `/imports/${started.body.id}/commit`, { token, body: {} });
    expect(twice.status).toBe(422);
    const no = await upload(token, "faktura (1).csv", csv);
    expect(no).toMatchObject({
      status: 422,
      body: { message: "Denne filen er importert før.", errors: { file: ["Denne filen er importert før."] } },
    });
    const en = await upload(token, "faktura.csv", csv, { lang: "en" });
    expect(en).toMatchObject({ status: 422, body: { message: "This file has been imported before." } });

    // the same rows in another file: parsed as duplicates, skipped
    const copy = await parsed(token, "kopi.csv", `${csv}\r\n`);
    expect(copy.summary).toMatchObject({ valid: 12, duplicates: 12, newDebtors: 0, existingDebtors: 4 });
    expect(await commit(token, copy.id)).toMatchObject({ status: "done", result: { created: 0, skipped: 12 } });
    expect((await call("GET", "/ledgers", { token })).body.total).toBe(12);
  }, 60_000);

  it("names the line, field and message of a bad row; the other rows import, the bad one does not", async () => {
    const { token } = await fileOwner();
    const lines = invoiceCsv(5, { today: TODAY, firstInvoiceNumber: 710_001 }).split("\r\n");
    // line 3 of the file (the second invoice): 31 February
    lines[2] = lines[2]!.replace(/;\d{2}\.\d{2}\.\d{4};/, ";31.02.2026;");
    const csv = lines.join("\r\n");
    const no = await parsed(token, "feil.csv", csv);
    expect(no).toMatchObject({ status: "parsed", total: 4, summary: { rows: 5, valid: 4, errors: 1 } });
    expect(no.issues).toEqual([
      {
        line: 3,
        field: "voucherDate",
        fieldLabel: "Bilagsdato",
        message: "Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ).",
        severity: "error",
      },
    ]);
    const en = await call("GET", `/imports/${no.id}`, { token, lang: "en" });
    expect(en.body.issues[0]).toMatchObject({
      line: 3,
      fieldLabel: "Voucher date",
      message: expect.stringMatching(/date/i),
    });
    expect((await call("GET", "/ledgers", { token })).body.total).toBe(0);

    expect(await commit(token, no.id)).toMatchObject({ status: "done", result: { created: 4 } });
    const numbers = (await call("GET", "/ledgers", { token })).body.data.map((v: { number: string }) => v.number);
    expect(numbers.sort()).toEqual(["710001", "710003", "710004", "710005"]);
  }, 30_000);

  it("fails a mapping that names no amount column, and refuses a mapping of the wrong shape", async () => {
    const { token } = await fileOwner();
    const item = await parsed(token, "faktura.csv", invoiceCsv(3, { today: TODAY }));
    const { amount: _amount, ...columns } = item.mapping.columns;
    const res = await call("PUT", `/imports/${item.id}/mapping`, {
      token,
      body: { mapping: { kind: "invoice", columns } },
    });
    expect(res.status).toBe(200);
    const failed = await settled(token, item.id, "parsing", "en");
    expect(failed).toMatchObject({ status: "failed", error: { message: "Choose the column that holds “Amount”." } });
    expect((await call("POST", `/imports/${item.id}/commit`, { token })).status).toBe(422);

    for (const mapping of [
      { kind: "bill", columns: {} },
      { kind: "invoice", columns: { total: "Beløp" } },
      { kind: "invoice", columns: { amount: 3 } },
      { kind: { column: "Type", values: { F: "invoice", X: "refund" } }, columns: {} },
      "Beløp",
    ]) {
      const bad = await call("PUT", `/imports/${item.id}/mapping`, { token, body: { mapping } });
      expect(bad.status, JSON.stringify(mapping)).toBe(422);
    }
    // a failed import can be remapped and parse again
    const fixed = await call("PUT", `/imports/${item.id}/mapping`, { token, body: { mapping: item.mapping } });
    expect(fixed.status).toBe(200);
    expect(await settled(token, item.id, "parsing")).toMatchObject({ status: "parsed", total: 3 });
  }, 30_000);
});

describe("ledger imports: committed twice at once", () => {
  it("writes the import once: one commit is taken, the other refused (409 or 422), nothing counted twice", async () => {
    const { token } = await fileOwner();
    const csv = invoiceCsv(6, { today: TODAY, customers: 2, firstInvoiceNumber: 720_001 });
    const item = await parsed(token, "dobbel.csv", csv);
    expect(item.status).toBe("parsed");
    const both = await Promise.all([
      call("POST", `/imports/${item.id}/commit`, { token, body: {} }),
      call("POST", `/imports/${item.id}/commit`, { token, body: {} }),
    ]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const done = await settled(token, item.id, "importing");
    expect(done).toMatchObject({ status: "done", processed: 6, total: 6, result: { created: 6, skipped: 0 } });
    expect((await call("GET", "/ledgers", { token })).body.total).toBe(6);
  }, 30_000);
});

describe("ledger imports: OCR giro", () => {
  it("matches payments by KID, leaves an unknown KID waiting, and refuses the same transmission twice", async () => {
    const { token } = await fileOwner();
    const csvImport = await parsed(token, "faktura.csv", invoiceCsv(6, { today: TODAY, firstInvoiceNumber: 720_001 }));
    await commit(token, csvImport.id);
    const open = (await call("GET", "/ledgers", { token })).body.data as { kid: string; amountOre: number }[];
    expect(open).toHaveLength(6);

    const transmissionNumber = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
    const ocr = ocrFile(
      [
        { kid: open[0]!.kid, amountOre: open[0]!.amountOre, date: "2026-04-30" },
        { kid: open[1]!.kid, amountOre: open[1]!.amountOre, date: "2026-04-30" },
        { kid: kidFor("99887766"), amountOre: 500_00, date: "2026-04-30" },
      ],
      { transmissionNumber },
    );
    const item = await parsed(token, "OCR.20260430.txt", ocr);
    expect(item).toMatchObject({ status: "parsed", format: "ocr", total: 3, summary: { payments: 3, errors: 0 } });
    expect(item.headers).toBeUndefined();
    const done = await commit(token, item.id);
    expect(done).toMatchObject({ status: "done", result: { created: 3, matched: 2, unmatched: 1 } });
    expect((await call("GET", "/ledgers/summary", { token })).body).toMatchObject({
      openItems: 4,
      unmatchedPayments: 1,
      unmatchedPaymentsOre: 500_00,
    });

    // the same transmission (sender, forsendelsesnummer, recipient) in other bytes: failed at parse
    const again = await parsed(token, "ocr-igjen.txt", `${ocr}\r\n`, { lang: "en" });
    expect(again).toMatchObject({ status: "failed", error: { message: "This file has been imported before." } });
    expect((await call("POST", `/imports/${again.id}/commit`, { token })).status).toBe(422);
    expect((await call("GET", "/ledgers/summary", { token })).body.unmatchedPayments).toBe(1);
  }, 60_000);

  it("fails a file whose end record has the wrong total, naming the line; nothing is imported", async () => {
    const { token } = await fileOwner();
    const records = ocrRecords([{ kid: kidFor("1234567"), amountOre: 100_00, date: "2026-04-30" }], {
      transmissionNumber: String(Math.floor(Math.random() * 9_000_000) + 1_000_000),
    });
    const last = records.length - 1;
    // NY000089: count (8), records (8), then the sum in øre (17 digits): claim 200,00 instead of 100,00
    records[last] = records[last]!.slice(0, 24) + "00000000000020000" + records[last]!.slice(41);
    const failed = await parsed(token, "ocr.txt", `${records.join("\r\n")}\r\n`);
    expect(failed).toMatchObject({ status: "failed", total: 0, error: { line: records.length } });
    expect(failed.error.message).toContain(`Linje ${records.length}`);
    expect((await call("POST", `/imports/${failed.id}/commit`, { token })).status).toBe(422);
    expect((await call("GET", "/ledgers/summary", { token })).body).toMatchObject({
      unmatchedPayments: 0,
      openItems: 0,
    });
  });
});

describe("ledger imports: malformed files", () => {
  it("fails XML that is not UBL as EHF, and a SAF-T file without customers imports nothing", async () => {
    const { token } = await fileOwner();
    const order =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>\n';
    const ehf = await parsed(token, "ordre.xml", order, { lang: "en" });
    expect(ehf).toMatchObject({
      status: "failed",
      format: "ehf",
      error: { message: "The file is not an EHF invoice or credit note (UBL Invoice or CreditNote)." },
    });

    const saft =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<AuditFile xmlns="urn:StandardAuditFile-Taxation-Financial:NO">\n' +
      "  <Header><AuditFileVersion>1.30</AuditFileVersion><DefaultCurrencyCode>NOK</DefaultCurrencyCode></Header>\n" +
      "  <MasterFiles></MasterFiles>\n" +
      "</AuditFile>\n";
    const empty = await parsed(token, "saft.xml", saft);
    expect(empty).toMatchObject({ status: "parsed", format: "saft", total: 0, summary: { rows: 0, valid: 0 } });
    const refused = await call("POST", `/imports/${empty.id}/commit`, { token, lang: "en" });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { import: ["The import is not ready to be completed."] } },
    });

    // an EHF invoice said to be SAF-T
    const notSaft = await parsed(token, "faktura.xml", order.replaceAll("Order", "Invoice"), { format: "saft" });
    expect(notSaft).toMatchObject({ status: "failed", format: "saft" });
    expect(notSaft.error.message).toMatch(/SAF-T/);
    expect((await call("GET", "/ledgers/summary", { token })).body.openItems).toBe(0);
  });

  it("refuses a file over 5 MB (by its Content-Length, and while reading one sent without), and an empty file", async () => {
    const { token } = await fileOwner();
    const big = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x41);
    const declared = await upload(token, "stor.csv", big, { lang: "en" });
    expect(declared).toMatchObject({
      status: 422,
      body: {
        message: "The file is too large (max 5 MB). Split it and try again.",
        errors: { file: [expect.any(String)] },
      },
    });
    const streamed = await app.request("/v1/imports?fileName=stor.csv", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(422);
    const empty = await upload(token, "tom.csv", "");
    expect(empty).toMatchObject({ status: 422, body: { message: "Filen er tom." } });
    const noName = await call("POST", "/imports", { token, raw: "a;b\r\n", headers: { "content-type": "text/csv" } });
    expect(noName).toMatchObject({ status: 422, body: { errors: { fileName: [expect.any(String)] } } });
    expect((await call("GET", "/imports", { token })).body).toEqual({ data: [], total: 0 });
  });
});

describe("ledger imports: access", () => {
  it("answers 404 for another customer's import, and sales may read but not import", async () => {
    const a = await fileOwner();
    const b = await fileOwner();
    const item = await parsed(a.token, "faktura.csv", invoiceCsv(2, { today: TODAY }));
    expect((await call("GET", `/imports/${item.id}`, { token: b.token })).status).toBe(404);
    expect((await call("POST", `/imports/${item.id}/commit`, { token: b.token })).status).toBe(404);
    expect(
      (await call("PUT", `/imports/${item.id}/mapping`, { token: b.token, body: { mapping: item.mapping } })).status,
    ).toBe(404);
    expect((await call("GET", "/imports", { token: b.token })).body.total).toBe(0);

    const sales = await sessionOn(a.customerId, "sales");
    expect((await call("GET", `/imports/${item.id}`, { token: sales })).status).toBe(200);
    expect((await call("POST", `/imports/${item.id}/commit`, { token: sales })).status).toBe(403);
    expect((await upload(sales, "faktura.csv", invoiceCsv(2, { today: TODAY, seed: 7 }))).status).toBe(403);
    expect((await call("GET", `/imports/${item.id}`, { token: a.token })).body.status).toBe("parsed");
    expect((await call("GET", "/imports")).status).toBe(401);

    // without an integration setting there is nothing to import into: 404, as every ledger call (docs/ledger.md)
    const c = await ledgerOwner("owner", { integration: false });
    const none = await upload(c.token, "faktura.csv", invoiceCsv(2, { today: TODAY }), { lang: "en" });
    expect(none).toMatchObject({ status: 404 });
  });
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../core/src/ledger/import/fixtures/${name}`, import.meta.url));

describe("ledger imports: what the preview and the result say (usability B2, B9, B14)", () => {
  it("counts rows, not errors; leaves rows already in the ledger out of the rows to import and the sum", async () => {
    const { token } = await fileOwner();
    const csv = fixture("feil-faktura.csv").toString("utf8");
    const [header, ...lines] = csv.split("\r\n");
    // line 5 of the file, invoice 700001, is in the ledger already
    const first = await parsed(token, "forrige.csv", `${header}\r\n${lines[3]}\r\n`);
    await commit(token, first.id);

    const no = await parsed(token, "feil-faktura.csv", csv);
    expect(no.summary).toMatchObject({
      rows: 6,
      errorRows: 4,
      errors: 5,
      valid: 2,
      duplicates: 1,
      toImport: 1,
      invoices: 1,
      amountOre: 123_450,
    });
    expect(no.preview.map((r: { number: string }) => r.number)).toEqual(["700103"]);
    expect(no.issues.map((i: { line: number; field: string }) => [i.line, i.field])).toEqual([
      [2, "voucherDate"],
      [2, "orgNumber"],
      [3, "amount"],
      [4, "number"],
      [7, "kid"],
    ]);
    // the date message names the file's format, not ISO
    expect(no.issues[0].message).toBe("Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ).");
    const en = await call("GET", `/imports/${no.id}`, { token, lang: "en" });
    expect(en.body.issues[0].message).toBe("Enter a valid date (DD.MM.YYYY).");

    const done = await commit(token, no.id);
    expect(done.result).toMatchObject({ created: 1, skipped: 1 });
    expect(done.result.notImported.map((i: { line: number }) => i.line)).toEqual([2, 2, 3, 4, 5, 7]);
    expect(done.result.notImported[4]).toMatchObject({
      line: 5,
      message: "Finnes allerede i reskontro, ikke importert på nytt.",
    });
    const doneEn = await call("GET", `/imports/${no.id}`, { token, lang: "en" });
    expect(doneEn.body.result.notImported[4].message).toBe("Already in the ledger, not imported again.");
    const list = await call("GET", "/imports", { token });
    expect(list.body.data[0].result).toEqual({ created: 1, skipped: 1, matched: 0, unmatched: 0, debtorsCreated: 1 });
  }, 60_000);

  it("imports the official Peppol example invoice, whose PaymentID is no KID, with a warning", async () => {
    const { token } = await fileOwner();
    const item = await parsed(token, "base-example.xml", fixture("peppol-base-example.xml").toString("utf8"), {
      lang: "en",
    });
    expect(item).toMatchObject({ status: "parsed", format: "ehf", summary: { rows: 1, toImport: 1, warnings: 1 } });
    expect(item.issues).toEqual([
      {
        line: 1,
        field: "kid",
        fieldLabel: "KID",
        severity: "warning",
        message:
          "The payment reference “Snippet1” is not a valid KID number. The invoice is imported without a KID, with the payment reference as its reference.",
      },
    ]);
    const no = await call("GET", `/imports/${item.id}`, { token });
    expect(no.body.issues[0].message).toMatch(/^Betalingsreferansen «Snippet1» er ikke et gyldig KID-nummer/);
    expect(await commit(token, item.id)).toMatchObject({ status: "done", result: { created: 1, notImported: [] } });
    const invoices = (await call("GET", "/ledgers", { token })).body.data;
    expect(invoices).toEqual([expect.objectContaining({ number: "Snippet1", reference: "Snippet1" })]);
    expect(invoices[0].kid).toBeUndefined();
  }, 30_000);
});

describe("ledger imports: files refused by their content (security F6, usability B3)", () => {
  it("refuses a PNG, a PDF or a zip that is no workbook, whatever its name, and stores nothing", async () => {
    const { token } = await fileOwner();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n");
    const raw = new TextEncoder().encode("hei");
    const notXlsx = zip([{ name: "readme.txt", data: deflateRawSync(raw), size: raw.length, crc: 0 }]);
    for (const [name, body] of [
      ["04-dashboard.csv", png],
      ["faktura.csv", pdf],
      ["faktura.xlsx", notXlsx],
    ] as const) {
      const no = await upload(token, name, body);
      expect(no, name).toMatchObject({
        status: 422,
        body: { message: "Filtypen støttes ikke.", errors: { file: ["Filtypen støttes ikke."] } },
      });
    }
    const en = await upload(token, "bilde.csv", png, { lang: "en" });
    expect(en).toMatchObject({ status: 422, body: { message: "The file type is not supported." } });
    // a text file said to be Excel
    expect((await upload(token, "faktura.csv", "a;b\r\n1;2\r\n", { format: "xlsx" })).status).toBe(422);
    expect((await call("GET", "/imports", { token })).body).toEqual({ data: [], total: 0 });
  });

  it("fails an XLSX bomb at parse, before inflating it, with the limit in the user's language", async () => {
    const { token } = await fileOwner();
    const bomb = await xlsxBomb(400);
    expect(bomb.length).toBeLessThan(IMPORT_MAX_BYTES);
    const res = await upload(token, "bomb.csv", bomb);
    expect(res).toMatchObject({ status: 201, body: { format: "xlsx" } });
    const failed = await settled(token, res.body.id, "parsing");
    expect(failed).toMatchObject({
      status: "failed",
      error: { message: "Filen pakkes ut til mer enn 48 MB. Del den opp og prøv igjen." },
    });
    const en = await call("GET", `/imports/${res.body.id}`, { token, lang: "en" });
    expect(en.body.error.message).toBe("The file unpacks to more than 48 MB. Split it and try again.");
    expect((await call("GET", "/imports", { token })).body.data[0]).toMatchObject({ status: "failed" });
    expect((await call("POST", `/imports/${res.body.id}/commit`, { token })).status).toBe(422);
  }, 60_000);
});
