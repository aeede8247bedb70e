import { app } from "../../app";
import { describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { sessionOn } from "../../../test/ledger";
import { call } from "../../../test/support";

/** A small but real-looking PDF: the header, one object, the trailer. */
const pdfBytes = (extra = 0) =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n${" ".repeat(extra)}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );

async function upload(token: string, caseId: string, file: Blob, name: string, lang: "no" | "en" = "no") {
  const form = new FormData();
  form.append("file", file, name);
  const res = await app.request(`/v1/cases/${caseId}/upload-document`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": lang },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function ownerWithCase() {
  const owner = await caseOwner();
  const { case: k } = await newCase(owner.token);
  return { ...owner, caseId: k.id as string };
}

describe("documents uploaded to a case", () => {
  it("stores a PDF, lists it beside the letters and serves it under its file name, with an event", async () => {
    const o = await ownerWithCase();
    const bytes = pdfBytes();
    const up = await upload(
      o.token,
      o.caseId,
      new Blob([bytes], { type: "application/pdf" }),
      "Avtale med skyldner æøå.pdf",
      "en",
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body).toMatchObject({
      message: "The document is uploaded.",
      data: {
        caseId: o.caseId,
        fileName: "Avtale med skyldner æøå.pdf",
        size: bytes.length,
        uploadedBy: o.userId,
        uploadedByName: "Test Bruker",
      },
    });
    const list = await call("GET", `/cases/${o.caseId}/uploaded-documents`, { token: o.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 1,
      data: [{ id: up.body.data.id, fileName: "Avtale med skyldner æøå.pdf" }],
    });

    const file = await app.request(`/v1/cases/${o.caseId}/uploaded-documents/${up.body.data.id}`, {
      headers: { authorization: `Bearer ${o.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Avtale med skyldner aeoa.pdf"; filename*=UTF-8''Avtale%20med%20skyldner%20%C3%A6%C3%B8%C3%A5.pdf`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    const events = (await call("GET", `/cases/${o.caseId}/events`, { token: o.token })).body.data;
    expect(events.at(-1)).toMatchObject({
      kind: "document-uploaded",
      by: o.userId,
      byName: "Test Bruker",
      data: { documentId: up.body.data.id, fileName: "Avtale med skyldner æøå.pdf", size: bytes.length },
    });
    // a name without .pdf gets it; the Norwegian message
    const named = await upload(o.token, o.caseId, new Blob([bytes]), "kvittering");
    expect(named.body).toMatchObject({ message: "Dokumentet er lastet opp.", data: { fileName: "kvittering.pdf" } });
  });

  it("refuses a file that is not a PDF by its bytes, even when named and typed as one, in both languages", async () => {
    const o = await ownerWithCase();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const en = await upload(o.token, o.caseId, new Blob([png], { type: "application/pdf" }), "faktura.pdf", "en");
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({ file: ["Only PDF files can be uploaded."] });
    const no = await upload(o.token, o.caseId, new Blob([pdfBytes()], { type: "image/png" }), "faktura.png", "no");
    expect(no.body.errors).toEqual({ file: ["Bare PDF-filer kan lastes opp."] });
    expect((await call("GET", `/cases/${o.caseId}/uploaded-documents`, { token: o.token })).body.total).toBe(0);
  });

  it("refuses a file over 4 MB with the message to compress and retry, in both languages", async () => {
    const o = await ownerWithCase();
    const big = new Blob([pdfBytes(4 * 1024 * 1024)], { type: "application/pdf" });
    const en = await upload(o.token, o.caseId, big, "stor.pdf", "en");
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({ file: ["The file is larger than 4 MB. Compress the PDF and try again."] });
    const no = await upload(o.token, o.caseId, big, "stor.pdf", "no");
    expect(no.body.errors).toEqual({ file: ["Filen er større enn 4 MB. Komprimer PDF-en og prøv igjen."] });
    // just under the limit is taken
    const edge = await upload(o.token, o.caseId, new Blob([pdfBytes(4 * 1024 * 1024 - 200)]), "akkurat.pdf");
    expect(edge.status, JSON.stringify(edge.body)).toBe(201);
  });

  it("needs the change right to upload, and hides another customer's documents (404)", async () => {
    const o = await ownerWithCase();
    const up = await upload(o.token, o.caseId, new Blob([pdfBytes()]), "a.pdf");
    const sales = await sessionOn(o.customerId, "sales");
    expect((await upload(sales, o.caseId, new Blob([pdfBytes()]), "b.pdf")).status).toBe(403);
    expect((await call("GET", `/cases/${o.caseId}/uploaded-documents`, { token: sales })).body.total).toBe(1);
    const other = await caseOwner();
    expect((await call("GET", `/cases/${o.caseId}/uploaded-documents`, { token: other.token })).status).toBe(404);
    const get = (token: string, caseId: string, id: string) =>
      app.request(`/v1/cases/${caseId}/uploaded-documents/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await get(other.token, o.caseId, up.body.data.id)).status).toBe(404);
    expect((await get(o.token, o.caseId, "nope")).status).toBe(404);
    expect((await upload(o.token, "999", new Blob([pdfBytes()]), "c.pdf")).status).toBe(404);
  });

  it("refuses a page that only names %PDF- and a PDF with JavaScript; keeps no bidi control in names or notes (G11)", async () => {
    const o = await ownerWithCase();
    const html = new TextEncoder().encode(`<html><!-- ${new TextDecoder().decode(pdfBytes())} --><script>alert(1)</script></html>`);
    const js = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\ntrailer\n<< >>\n%%EOF\n",
    );
    for (const bytes of [html, js]) {
      const res = await upload(o.token, o.caseId, new Blob([bytes], { type: "application/pdf" }), "brev.pdf", "en");
      expect(res).toMatchObject({ status: 422, body: { errors: { file: ["Only PDF files can be uploaded."] } } });
    }
    const up = await upload(o.token, o.caseId, new Blob([pdfBytes()], { type: "application/pdf" }), "faktura\u202Efdp.exe.pdf");
    expect(up.status).toBe(201);
    expect(up.body.data.fileName).toBe("fakturafdp.exe.pdf");
    const note = await call("POST", "/case-notes", { token: o.token, body: { caseId: o.caseId, text: "Ringte\u202E skyldner.\nLinje to\u2066" } });
    expect(note.status).toBe(201);
    expect(note.body.data.text).toBe("Ringte skyldner.\nLinje to");
  });
});
