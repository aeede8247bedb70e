import { invoiceWord, type InvoiceWord } from "../../i18n/invoice-words";
import { letterAccountNumber, letterDate, letterMoney, letterRate } from "../../letters/pdf/format";
import { A4, COLOR, CONTENT_WIDTH, FOOTER_TOP, INFO, MARGIN, MM, SENDER, SIZE, WINDOW } from "../../letters/pdf/layout";
import { finish, newDocument, type Doc, type RenderOptions } from "../../letters/pdf/render";
import { ensure, fittingSize, heading, paragraph, table, use, write } from "../../letters/pdf/blocks";
import { drawRecipient } from "../../letters/pdf/sections";
import { termsOf, type CustomerInvoice } from "./invoice-rules";

/**
 * Our invoice to a customer as a PDF (docs/billing-invoices.md "PDF"), drawn with the letters' PDF stack
 * (letters/pdf: document, layout, format, table): the seller top right, the buyer in the envelope window, the
 * references beside it, the lines, the VAT breakdown, the payment box with account, KID, amount and due date.
 * Norwegian or English as the invoice's language; money «1 234,50 kr», dates DD.MM.YYYY. Loaded by the issuing
 * code only (issue-invoice.ts), so pdfkit never reaches an API bundle.
 */

const quantity = (q: number, lang: "no" | "en") => {
  const text = String(Math.round(q * 1000) / 1000);
  return lang === "no" ? text.replace(".", ",") : text;
};

/** «925 123 455» as Enhetsregisteret writes an org number. */
const spacedOrg = (org: string) => org.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");

function drawHead(doc: Doc, inv: CustomerInvoice, w: (k: InvoiceWord, p?: Record<string, string>) => string): void {
  const s = inv.seller;
  use(doc, "bold", SIZE.heading);
  write(doc, s.name, SENDER.x, SENDER.y, { width: SENDER.width, align: "right" });
  use(doc, "regular", SIZE.info, COLOR.muted);
  let y = SENDER.y + 14;
  const lines = [
    s.street,
    `${s.postcode} ${s.city}`,
    w("invoice.vatNumber", { org: spacedOrg(s.orgNumber) }),
    s.foretaksregisteret ? w("invoice.foretaksregisteret") : null,
    s.email,
  ];
  for (const l of lines.filter((v): v is string => !!v)) {
    write(doc, l, SENDER.x, y, { width: SENDER.width, align: "right" });
    y += 10.5;
  }
  use(doc, "regular", SIZE.small, COLOR.muted);
  write(doc, [s.name, s.street, `${s.postcode} ${s.city}`].join(", "), WINDOW.x, WINDOW.y + 1.5 * MM, {
    width: WINDOW.width,
    height: WINDOW.returnHeight,
    ellipsis: true,
  });
  const b = inv.buyer;
  drawRecipient(doc, [b.name, ...(b.coAddress ? [b.coAddress] : []), b.street, `${b.postcode} ${b.city}`]);

  const rows: [InvoiceWord, string][] = [
    ["invoice.number", String(inv.number)],
    ["invoice.date", letterDate(inv.issueDate)],
    ["invoice.dueDate", letterDate(inv.dueDate)],
    ["invoice.reference", inv.buyerReference],
    ...(b.orgNumber ? [["invoice.orgNumber", spacedOrg(b.orgNumber)] as [InvoiceWord, string]] : []),
  ];
  y = INFO.y;
  for (const [key, value] of rows) {
    use(doc, "regular", SIZE.info, COLOR.muted);
    write(doc, w(key), INFO.x, y, { width: 30 * MM });
    use(doc, "bold", SIZE.info);
    write(doc, value, INFO.x + 30 * MM, y, { width: INFO.width - 30 * MM, align: "right" });
    y += 12;
  }
}

function drawBody(doc: Doc, inv: CustomerInvoice, w: (k: InvoiceWord, p?: Record<string, string>) => string): void {
  const lang = inv.language;
  doc.y = 100 * MM;
  use(doc, "bold", SIZE.title);
  doc.text(`${w("invoice.title")} ${inv.number}`, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 8;
  const [qty, price, amount] = [30 * MM, 30 * MM, 35 * MM];
  table(
    doc,
    [
      { title: w("invoice.description"), width: CONTENT_WIDTH - qty - price - amount },
      { title: w("invoice.quantity"), width: qty, align: "right" },
      { title: w("invoice.unitPrice"), width: price, align: "right" },
      { title: w("invoice.lineTotal"), width: amount, align: "right" },
    ],
    inv.lines.map((l) => [
      [l.description[lang], l.discountOre ? w("invoice.discount", { amount: letterMoney(l.discountOre) }) : null]
        .filter(Boolean)
        .join("\n"),
      `${quantity(l.quantity, lang)} ${w(`unit.${l.unit}`)}`,
      letterMoney(l.unitPriceOre),
      letterMoney(l.netOre),
    ]),
  );
  table(
    doc,
    [
      { title: "", width: CONTENT_WIDTH - amount },
      { title: w("invoice.amount"), width: amount, align: "right" },
    ],
    [
      [w("invoice.net"), letterMoney(inv.netOre)],
      ...inv.vat.map((v) => [
        w("invoice.vat", { rate: letterRate(v.basisPoints, lang), base: letterMoney(v.taxableOre) }),
        letterMoney(v.vatOre),
      ]),
      [w("invoice.total"), letterMoney(inv.totalOre)],
    ],
    true,
  );
  for (const v of inv.vat) paragraph(doc, w("invoice.vatBasis", { rate: letterRate(v.basisPoints, lang), source: v.source }));
  drawPaymentBox(doc, inv, w);
  const terms = termsOf(inv);
  paragraph(doc, w(terms.key, terms.params));
}

function drawPaymentBox(doc: Doc, inv: CustomerInvoice, w: (k: InvoiceWord) => string): void {
  const height = 36;
  ensure(doc, height + 30);
  heading(doc, w("invoice.payment"));
  const top = doc.y;
  doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).lineWidth(0.8).strokeColor(COLOR.text).stroke();
  const fields: [InvoiceWord, string][] = [
    ["invoice.accountNumber", letterAccountNumber(inv.seller.accountNumber)],
    ["invoice.kid", inv.kid],
    ["invoice.amount", letterMoney(inv.totalOre)],
    ["invoice.dueDate", letterDate(inv.dueDate)],
  ];
  const width = CONTENT_WIDTH / fields.length;
  fields.forEach(([key, value], i) => {
    const x = MARGIN.left + i * width + 6;
    use(doc, "regular", SIZE.info, COLOR.muted);
    write(doc, w(key), x, top + 6, { width: width - 12 });
    use(doc, "bold", SIZE.heading);
    fittingSize(doc, value, width - 12, SIZE.heading, SIZE.small);
    write(doc, value, x, top + 18, { width: width - 12 });
  });
  doc.y = top + height + 12;
}

function drawFooters(doc: Doc, inv: CustomerInvoice, w: (k: InvoiceWord, p?: Record<string, string>) => string): void {
  const pages = doc.bufferedPageRange().count;
  const s = inv.seller;
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the body's bottom must not start a new page
    doc.moveTo(MARGIN.left, FOOTER_TOP).lineTo(A4.width - MARGIN.right, FOOTER_TOP).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
    use(doc, "regular", SIZE.footer, COLOR.muted);
    const line = [
      s.name,
      w("invoice.vatNumber", { org: spacedOrg(s.orgNumber) }),
      `${w("invoice.accountNumber")} ${letterAccountNumber(s.accountNumber)}`,
      s.web,
    ].join("  ·  ");
    write(doc, line, MARGIN.left, FOOTER_TOP + 5, { width: CONTENT_WIDTH - 70, ellipsis: true });
    write(doc, w("invoice.page", { page: String(i + 1), pages: String(pages) }), MARGIN.left, FOOTER_TOP + 5, {
      width: CONTENT_WIDTH,
      align: "right",
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The invoice as a PDF, deterministic for the invoice (its creation date is the issue date). */
export async function renderInvoicePdf(inv: CustomerInvoice, options: RenderOptions = {}): Promise<Uint8Array> {
  const w = (k: InvoiceWord, p?: Record<string, string>) => invoiceWord(inv.language, k, p);
  const doc = newDocument(
    `${w("invoice.title")} ${inv.number}`,
    inv.seller.name,
    inv.issueDate,
    options,
    inv.language === "en" ? "en-GB" : "nb-NO",
  );
  doc.addPage();
  drawHead(doc, inv, w);
  drawBody(doc, inv, w);
  drawFooters(doc, inv, w);
  return finish(doc);
}
