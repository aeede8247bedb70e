import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEhf } from "./ehf";
import { ImportFileError } from "./types";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const bytes = (text: string) => new TextEncoder().encode(text);
const body = (xml: string) => xml.replace(/^<\?xml[^>]*>\s*/, "");
const invoice = fixture("ehf-invoice.xml");
const creditNote = fixture("ehf-creditnote.xml");

function fileError(fn: () => unknown): ImportFileError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportFileError) return e;
    throw e;
  }
  throw new Error("expected an ImportFileError");
}

describe("EHF / Peppol BIS Billing 3.0", () => {
  it("reads an invoice", () => {
    expect(parseEhf(bytes(invoice))).toEqual({
      format: "ehf",
      errors: [],
      rows: [
        {
          line: 1,
          kind: "invoice",
          debtor: {
            customerNumber: "10023",
            name: "Bjørnstad Rør AS",
            orgNumber: "923609016",
            address: "Storgata 12, Postboks 55",
            postcode: "5003",
            city: "BERGEN",
            email: "faktura@bjornstad-ror.no",
            phone: "+47 55 12 34 56",
          },
          number: "1001",
          voucherDate: "2026-03-15",
          dueDate: "2026-03-29",
          amountOre: 123_450,
          kid: "01002310017",
          currency: "NOK",
          reference: "Kari Sæther",
          // what the invoice is for (the letters' «Gjelder», usability-review-2 C6)
          description: "Rørleggerarbeid & deler, uke 11 – bad",
          externalId: "ehf:invoice:1001",
        },
      ],
    });
  });

  it("reads a credit note (prefixed root), with the organisation number as customer number and no KID", () => {
    const result = parseEhf(bytes(creditNote));
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        line: 1,
        kind: "creditNote",
        debtor: { customerNumber: "923609016", name: "Bjørnstad Rør AS", orgNumber: "923609016" },
        number: "K-17",
        invoiceNumber: "1001",
        voucherDate: "2026-03-20",
        amountOre: 25_000,
        currency: "NOK",
        reference: "PO-4711",
        externalId: "ehf:creditNote:K-17",
      },
    ]);
  });

  it("reads a StandardBusinessDocument envelope, taking its InstanceIdentifier as the file id", () => {
    const sbd = `<?xml version="1.0" encoding="UTF-8"?>
<StandardBusinessDocument xmlns="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader">
  <StandardBusinessDocumentHeader>
    <HeaderVersion>1.0</HeaderVersion>
    <DocumentIdentification>
      <Standard>urn:oasis:names:specification:ubl:schema:xsd:Invoice-2</Standard>
      <TypeVersion>2.1</TypeVersion>
      <InstanceIdentifier>7f0e5c1a-2b7d-4c55-9d0f-3f1d9a6b2c10</InstanceIdentifier>
      <Type>Invoice</Type>
    </DocumentIdentification>
  </StandardBusinessDocumentHeader>
  ${body(invoice)}
</StandardBusinessDocument>`;
    const result = parseEhf(bytes(sbd));
    expect(result.fileId).toBe("ehf:7f0e5c1a-2b7d-4c55-9d0f-3f1d9a6b2c10");
    expect(result.rows.map((r) => r.number)).toEqual(["1001"]);
  });

  it("reads several documents under one root, in file order", () => {
    const second = body(invoice).replace("<cbc:ID>1001</cbc:ID>", "<cbc:ID>1002</cbc:ID>");
    const batch = `<Batch>${body(invoice)}${body(creditNote)}${second}</Batch>`;
    const result = parseEhf(bytes(batch));
    expect(result.rows.map((r) => [r.line, r.kind, r.number])).toEqual([
      [1, "invoice", "1001"],
      [2, "creditNote", "K-17"],
      [3, "invoice", "1002"],
    ]);
  });

  it("says a payable amount above NOK 10 000 000 000 is too large, naming the document", () => {
    const amount = (id: string, value: string) =>
      body(invoice)
        .replace("<cbc:ID>1001</cbc:ID>", `<cbc:ID>${id}</cbc:ID>`)
        .replace(/(<cbc:PayableAmount[^>]*>)[^<]*/, `$1${value}`);
    const result = parseEhf(
      bytes(
        `<Batch>${amount("1001", "10000000000.00")}${amount("1002", "10000000000.01")}${amount("1003", "x")}</Batch>`,
      ),
    );
    expect(result.rows.map((r) => [r.number, r.amountOre])).toEqual([["1001", 1_000_000_000_000]]);
    expect(result.errors).toEqual([
      { line: 2, field: "amount", message: "validation.amountTooLarge" },
      { line: 3, field: "amount", message: "validation.number" },
    ]);
  });

  it("gives row errors for bad documents and keeps the good ones", () => {
    const badKid = body(invoice)
      .replace("<cbc:ID>1001</cbc:ID>", "<cbc:ID>1002</cbc:ID>")
      .replace("01002310017", "01002310018");
    const badDate = body(invoice)
      .replace("<cbc:ID>1001</cbc:ID>", "<cbc:ID>1003</cbc:ID>")
      .replace("2026-03-15", "2026-02-30");
    const noAmount = body(invoice)
      .replace("<cbc:ID>1001</cbc:ID>", "<cbc:ID>1004</cbc:ID>")
      .replace(/<cbc:PayableAmount[^<]*<\/cbc:PayableAmount>/, "");
    const badOrg = body(creditNote)
      .replace("<cbc:ID>K-17</cbc:ID>", "<cbc:ID>K-18</cbc:ID>")
      .replace(/923609016/g, "923609017");
    const result = parseEhf(
      bytes(`<Batch>${body(invoice)}${badKid}${badDate}${noAmount}${badOrg}${body(invoice)}</Batch>`),
    );
    // a PaymentID that is not a KID is no error: the invoice comes in without a KID (see the Peppol examples)
    expect(result.rows.map((r) => r.number)).toEqual(["1001", "1002"]);
    expect(result.rows[1]).toMatchObject({ number: "1002", reference: "01002310018" });
    expect(result.rows[1]!.kid).toBeUndefined();
    expect(result.warnings).toEqual([
      {
        line: 2,
        field: "kid",
        message: "imports.ehf.paymentIdNotKid",
        params: { value: "01002310018" },
        severity: "warning",
      },
    ]);
    expect(result.errors).toEqual([
      { line: 3, field: "voucherDate", message: "validation.date" },
      { line: 4, field: "amount", message: "validation.required" },
      { line: 5, field: "orgNumber", message: "validation.orgNumber" },
      { line: 5, field: "customerNumber", message: "validation.required" },
      { line: 6, field: "number", message: "imports.duplicateNumber", params: { number: "1001", firstLine: 1 } },
    ]);
  });

  it("decodes character references and entities in values", () => {
    const escaped = invoice.replace(
      "<cbc:Name>Bjørnstad Rør AS</cbc:Name>",
      "<cbc:Name>Bj&#248;rnstad R&#xF8;r &amp; S&#248;nn</cbc:Name>",
    );
    expect(parseEhf(bytes(escaped)).rows[0]!.debtor!.name).toBe("Bjørnstad Rør & Sønn");
  });

  it("reads a file in ISO-8859-1", () => {
    const latin1 = Uint8Array.from(invoice.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), (c) =>
      c.charCodeAt(0),
    );
    expect(parseEhf(latin1).rows[0]!.debtor!.name).toBe("Bjørnstad Rør AS");
  });

  it("refuses XML that is not UBL", () => {
    expect(fileError(() => parseEhf(bytes("<Invoice><ID>1</ID></Invoice>"))).messageKey).toBe("imports.ehf.notUbl");
    const otherNamespace = '<Invoice xmlns="urn:example:invoice"><ID>1</ID></Invoice>';
    expect(fileError(() => parseEhf(bytes(otherNamespace))).messageKey).toBe("imports.ehf.notUbl");
  });

  it("refuses XML that is not well-formed, naming the line", () => {
    const broken = invoice.replace("</cbc:IssueDate>", "</cbc:IssueDat>");
    const e = fileError(() => parseEhf(bytes(broken)));
    expect([e.messageKey, e.line]).toEqual(["imports.xml.malformed", 8]);
    expect(fileError(() => parseEhf(bytes("Kundenr;Beløp"))).messageKey).toBe("imports.xml.malformed");
  });

  it("never resolves entities: a DOCTYPE is refused", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>${body(invoice).replace("Kari Sæther", "&x;")}`;
    expect(fileError(() => parseEhf(bytes(xxe))).messageKey).toBe("imports.xml.doctype");
    const bomb = `<!DOCTYPE a [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><a>&b;</a>`;
    expect(fileError(() => parseEhf(bytes(bomb))).messageKey).toBe("imports.xml.doctype");
  });

  it("imports the official Peppol BIS Billing 3.0 examples, whose PaymentID is no KID (fixtures/README.md)", () => {
    const inv = parseEhf(new Uint8Array(readFileSync(new URL("./fixtures/peppol-base-example.xml", import.meta.url))));
    expect(inv.errors).toEqual([]);
    expect(inv.rows).toEqual([
      {
        line: 1,
        kind: "invoice",
        number: "Snippet1",
        voucherDate: "2017-11-13",
        dueDate: "2017-12-01",
        amountOre: 165_625,
        currency: "EUR",
        // the PaymentID is kept as the reference; there is no KID
        reference: "Snippet1",
        // no cbc:Note: the lines' item names say what it is for
        description: "item name, item name 2",
        externalId: "ehf:invoice:Snippet1",
        debtor: expect.objectContaining({ customerNumber: "FR23342", name: "BuyerTradingName AS", city: "Stockholm" }),
      },
    ]);
    expect(inv.warnings).toEqual([
      {
        line: 1,
        field: "kid",
        message: "imports.ehf.paymentIdNotKid",
        params: { value: "Snippet1" },
        severity: "warning",
      },
    ]);

    const cn = parseEhf(
      new Uint8Array(readFileSync(new URL("./fixtures/peppol-base-creditnote-correction.xml", import.meta.url))),
    );
    expect(cn.errors).toEqual([]);
    expect(cn.rows).toEqual([
      expect.objectContaining({
        kind: "creditNote",
        number: "Snippet1",
        invoiceNumber: "Snippet1",
        amountOre: 165_625,
      }),
    ]);
    expect(cn.rows[0]!.kid).toBeUndefined();
  });

  it("takes a PaymentID with a valid KID check digit as the KID, with no warning", () => {
    const result = parseEhf(bytes(invoice));
    expect(result.rows[0]!.kid).toBe("01002310017");
    expect(result.warnings).toBeUndefined();
  });
});
