import { buildInvoice, type Buyer, type CustomerInvoice } from "./invoice-rules";
import type { InvoiceLineInput } from "./invoice.schema";

/** Sample invoices for the tests (EHF, PDF) and the docs: a company, a person, and a name with «&». */

export const COMPANY_BUYER: Buyer = {
  name: "Rørlegger Hansen & Sønn AS",
  orgNumber: "930112232",
  vatRegistered: true,
  street: "Strandgata 12",
  coAddress: "c/o <Regnskap> \"Bergen\"",
  postcode: "5013",
  city: "Bergen",
  country: "NO",
  email: "post@hansen.example",
};

export const PERSON_BUYER: Buyer = {
  name: "Kari Nordmann",
  vatRegistered: false,
  street: "Bjørnåsveien 5 B",
  postcode: "1151",
  city: "Oslo",
  country: "NO",
  email: "kari@example.com",
};

export const SAMPLE_LINES: InvoiceLineInput[] = [
  { description: { no: "Plan Start, desember 2026", en: "Plan Start, December 2026" }, quantity: 1, unit: "month", unitPriceOre: 49_900 },
  { description: { no: "Ekstra saker", en: "Extra cases" }, quantity: 7, unit: "case", unitPriceOre: 3_333, discountOre: 1_000 },
  { description: { no: "Brev sendt med post (halv utsendelse)", en: "Letters by post (half a send)" }, quantity: 2.5, unit: "send", unitPriceOre: 1_999 },
  { description: { no: "Fakturakopier, sider", en: "Invoice copies, pages" }, quantity: 3, unit: "page", unitPriceOre: 200 },
];

export function sampleInvoice(over: { buyer?: Buyer; language?: "no" | "en"; lines?: InvoiceLineInput[]; number?: number; issueDate?: string } = {}): CustomerInvoice {
  return buildInvoice({
    number: over.number ?? 1042,
    customerId: "01JCUSTOMER0000000000000000",
    language: over.language ?? "no",
    issueDate: over.issueDate ?? "2026-12-01",
    buyer: over.buyer ?? COMPANY_BUYER,
    lines: over.lines ?? SAMPLE_LINES,
  });
}
