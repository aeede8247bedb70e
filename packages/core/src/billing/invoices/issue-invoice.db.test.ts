import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import "../../accounts/entities"; // registers the entities named here
import { GLOBAL_SCOPE, readCounters } from "../../dynamo/counters";
import { db } from "../../dynamo/db";
import { pdfText } from "../../letters/pdf/extract-text";
import { getRecord } from "../../storage/records";
import { INVOICE_SEQUENCE, invoiceEhfKey, invoicePdfKey } from "./invoice-keys";
import { customerInvoiceFile, listCustomerInvoices } from "./invoice-store";
import { issueInvoice } from "./issue-invoice";

async function customer(fields: Record<string, unknown> = {}, ownerLanguage?: "no" | "en"): Promise<string> {
  const customerId = ulid();
  await db()
    .entities.customer.create({
      customerId,
      name: "Rørlegger & Sønn AS",
      orgNumber: "930112232",
      address: "Strandgata 12",
      postNumber: "5013",
      city: "Bergen",
      email: "post@hansen.example",
      isRegisteredInVatRegister: true,
      ...fields,
    })
    .go();
  if (ownerLanguage) {
    const userId = ulid();
    await db()
      .entities.user.create({
        userId,
        email: `${userId}@example.com`,
        firstName: "Eier",
        lastName: "Owner",
        phone: "+4791234567",
        passwordHash: "x",
        language: ownerLanguage,
      })
      .go();
    await db().entities.membership.create({ customerId, userId, permission: "owner" }).go();
  }
  return customerId;
}

const lines = [{ description: { no: "Plan Start", en: "Plan Start" }, quantity: 1, unit: "month", unitPriceOre: 49_900 }];
const sequence = async () => (await readCounters(GLOBAL_SCOPE, [INVOICE_SEQUENCE]))[INVOICE_SEQUENCE]!.count;

describe("issueInvoice", () => {
  it("numbers 20 concurrent issues without a gap or a repeat, each written with its number (one series)", async () => {
    const [a, b] = [await customer(), await customer()];
    const start = await sequence();
    const issued = await Promise.all(
      Array.from({ length: 20 }, (_, i) => issueInvoice(i % 2 ? a : b, { lines }, { issueDate: "2026-12-01" })),
    );
    const numbers = issued.map((r) => r.invoice.number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start + i + 1));
    expect(await sequence()).toBe(start + 20);
    // each customer's list holds its own ten, newest first, counted by its counter
    const listA = await listCustomerInvoices(a, { page: 1, rowsPerPage: 25 });
    expect(listA.total).toBe(10);
    expect(listA.data.map((i) => i.number)).toEqual(issued.filter((r) => r.invoice.customerId === a).map((r) => r.invoice.number).sort((x, y) => y - x));
    expect(listA.data[0]).toMatchObject({ customerId: a, netOre: 49_900, vatOre: 12_475, totalOre: 62_375, dueDate: "2026-12-15" });
  }, 120_000);

  it("refuses bad input with a 422 per field and takes no number; stores the PDF and EHF as records", async () => {
    const c = await customer({}, "en");
    const before = await sequence();
    await expect(
      issueInvoice(c, { lines: [{ ...lines[0], quantity: -1, discountOre: 5 }] }),
    ).rejects.toMatchObject({ code: "VALIDATION", fields: { "lines.0.quantity": ["invoices.quantityRange"] } });
    expect(await sequence()).toBe(before);

    const { invoice } = await issueInvoice(c, { lines }, { issueDate: "2026-12-01" });
    expect(invoice).toMatchObject({ number: before + 1, language: "en", kid: expect.stringMatching(/^\d{10}$/) });
    const pdf = await getRecord(invoicePdfKey(c, invoice.number));
    expect(pdfText(pdf!.body)).toContain(`Invoice ${invoice.number}`);
    const ehf = new TextDecoder().decode((await getRecord(invoiceEhfKey(c, invoice.number)))!.body);
    expect(ehf).toContain("<cbc:RegistrationName>Rørlegger &amp; Sønn AS</cbc:RegistrationName>");
    const file = await customerInvoiceFile(c, invoice.number, "ehf");
    expect(file).toMatchObject({ contentType: "application/xml", fileName: `invoice-${invoice.number}.xml` });
    // another customer's number is not found
    await expect(customerInvoiceFile(await customer(), invoice.number, "pdf")).rejects.toMatchObject({ code: "NOT_FOUND" });
  }, 60_000);

  it("invoices a person (no org number, no e-mail): a buyer without the company's lines", async () => {
    const person = await customer({ orgNumber: "", email: undefined, isRegisteredInVatRegister: false });
    const { document } = await issueInvoice(person, { lines }, { issueDate: "2026-12-01" });
    expect(document.buyer).toMatchObject({ name: "Rørlegger & Sønn AS", vatRegistered: false });
    expect(document.buyer.orgNumber).toBeUndefined();
    const ehf = new TextDecoder().decode((await customerInvoiceFile(person, document.number, "ehf")).body);
    expect(ehf).toContain('<cbc:EndpointID schemeID="0192">925123455</cbc:EndpointID>');
  }, 60_000);
});
