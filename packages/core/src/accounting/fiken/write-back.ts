/**
 * Write-back to Fiken (docs/accounting-fiken.md "Write-back"): a write-off through the sale's `writeOff` operation
 * (tapsføring, with Fiken's reason), a payment through the sale's payments, a credit note through `creditNotes/full`
 * or `creditNotes/partial`. Each entry is found again before it is posted: a written-off sale, a payment of the same
 * day, amount and account, a credit note whose text carries our key.
 */
import { z } from "zod";
import { AccountingError, type WriteBack } from "../provider";
import type { FikenClient } from "./client";
import { externalId } from "./sync";
import { bankAccount, creditNote, invoice, payment, sale, type Invoice } from "./wire";

/** Our write-off reasons as Fiken's (`writeOffRequest.type`). */
export const WRITE_OFF_TYPES = {
  collectionFailed: "COLLECTION_FAILED",
  debtorBankrupt: "CUSTOMER_BANKRUPTCY",
  irrecoverable: "DEEMED_IRRECOVERABLE",
} as const;

/** The mark of our entry in what Fiken keeps of it (the write-off's comment, the credit note's text). */
export const keyMark = (key: string) => `Innfri ${key}`;

const rejected = (detail: string) => new AccountingError("rejected", detail, { detail });
const idIn = (location: string | undefined, what: string) => {
  const m = location ? new RegExp(`/${what}/(\\d+)/?$`).exec(location) : null;
  return m ? Number(m[1]) : undefined;
};

export async function writeBack(api: FikenClient, token: string, slug: string, entry: WriteBack) {
  const base = `/companies/${encodeURIComponent(slug)}`;
  const inv = await findInvoice(api, token, base, entry);
  const s = sale.safeParse(inv.sale);
  if (!s.success) throw new AccountingError("malformed", "Fiken's invoice names no sale as documented");
  const saleId = s.data.saleId;
  if (inv.currency && inv.currency !== "NOK")
    throw rejected(`Invoice ${inv.invoiceNumber} is in ${inv.currency}: register it in Fiken by hand`);

  if (entry.kind === "writeOff") {
    if (s.data.writeOff) return { externalId: `fiken:sale:${saleId}` };
    if (s.data.settled || (s.data.outstandingBalance ?? 1) <= 0)
      throw rejected(`Invoice ${inv.invoiceNumber} is settled in Fiken: nothing is left to write off`);
    await api.send("PATCH", `${base}/sales/${saleId}/writeOff`, token, {
      type: WRITE_OFF_TYPES[entry.reason],
      date: entry.date,
      comment: keyMark(entry.key).slice(0, 200),
    });
    return { externalId: `fiken:sale:${saleId}` };
  }

  if (entry.kind === "payment") {
    const account = entry.account ?? (await paymentAccount(api, token, base));
    const same = async () =>
      (await salePayments(api, token, base, saleId)).find(
        (p) =>
          p.date === entry.date &&
          (p.amountInNok ?? p.amount) === entry.amountOre &&
          (p.account ?? account) === account,
      );
    const before = await same();
    if (before) return { externalId: externalId("payment", before.paymentId) };
    if (s.data.settled) throw rejected(`Invoice ${inv.invoiceNumber} is settled in Fiken`);
    const made = await api.send("POST", `${base}/sales/${saleId}/payments`, token, {
      date: entry.date,
      account,
      amount: entry.amountOre,
    });
    const id = idIn(made.location, "payments") ?? (await same())?.paymentId;
    if (id === undefined) throw new AccountingError("malformed", "Fiken did not say where the payment is");
    return { externalId: externalId("payment", id) };
  }

  // a credit note: found again by our key in its text
  const mark = keyMark(entry.key);
  for (const id of inv.associatedCreditNotes ?? []) {
    const cn = creditNote.safeParse((await api.call("GET", `${base}/creditNotes/${id}`, token)).body);
    if (cn.success && cn.data.creditNoteText?.includes(mark)) return { externalId: externalId("creditNote", id) };
  }
  const creditNoteText = `${(entry.text ?? "Kreditert i inkasso").slice(0, 400)} (${mark})`.slice(0, 500);
  const whole = entry.amountOre === (inv.grossInNok ?? inv.gross) && !(inv.associatedCreditNotes ?? []).length;
  const made = whole
    ? await api.send("POST", `${base}/creditNotes/full`, token, {
        issueDate: entry.date,
        invoiceId: inv.invoiceId,
        creditNoteText,
      })
    : await api.send("POST", `${base}/creditNotes/partial`, token, {
        issueDate: entry.date,
        invoiceId: inv.invoiceId,
        creditNoteText,
        lines: [creditLine(inv, entry.amountOre, entry.text)],
      });
  const id = idIn(made.location, "creditNotes");
  if (id === undefined) throw new AccountingError("malformed", "Fiken did not say where the credit note is");
  return { externalId: externalId("creditNote", id) };
}

/**
 * The one line of a partial credit note: the invoice's own VAT type and income account, the net price in the
 * invoice's own net-to-gross proportion (Fiken adds the VAT). An invoice with lines of several VAT types or income
 * accounts is not split by us: the user credits it in Fiken.
 */
export function creditLine(inv: Invoice, amountOre: number, text: string | undefined) {
  const lines = inv.lines ?? [];
  const kinds = new Set(lines.map((l) => `${l.vatType ?? ""}|${l.incomeAccount ?? ""}`));
  const first = lines[0];
  if (!first?.vatType || kinds.size !== 1)
    throw rejected(
      `Invoice ${inv.invoiceNumber} has lines of several VAT types or accounts: credit it in Fiken by hand`,
    );
  const net = lines.reduce((sum, l) => sum + (l.net ?? 0), 0);
  const gross = lines.reduce((sum, l) => sum + (l.gross ?? 0), 0);
  if (gross <= 0 || net < 0) throw rejected(`Invoice ${inv.invoiceNumber} has no amounts on its lines`);
  return {
    quantity: 1,
    unitPrice: Math.round((amountOre * net) / gross),
    vatType: first.vatType,
    ...(first.incomeAccount ? { incomeAccount: first.incomeAccount } : {}),
    description: (text ?? "Kreditert i inkasso").slice(0, 200),
  };
}

/** The invoice of an entry: by the id the sync read, else by its number (`GET /invoices?invoiceNumber=`). */
async function findInvoice(api: FikenClient, token: string, base: string, entry: WriteBack): Promise<Invoice> {
  const id = /^(?:fiken:invoice:)?(\d+)$/.exec(entry.externalInvoiceId ?? "")?.[1];
  if (id) return api.get(invoice, `${base}/invoices/${id}`, token);
  const read = await api.page(`${base}/invoices`, token, { invoiceNumber: entry.invoiceNumber }, 0);
  for (const row of read.rows) {
    const parsed = invoice.safeParse(row);
    if (parsed.success && String(parsed.data.invoiceNumber) === entry.invoiceNumber) return parsed.data;
  }
  throw new AccountingError("notFound", `No invoice ${entry.invoiceNumber} in Fiken`, {
    detail: `Invoice ${entry.invoiceNumber} was not found in Fiken`,
  });
}

async function salePayments(api: FikenClient, token: string, base: string, saleId: number) {
  return api.get(z.array(payment), `${base}/sales/${saleId}/payments`, token);
}

/** Where a payment is booked when the customer chose no account: the company's first active bank account. */
async function paymentAccount(api: FikenClient, token: string, base: string): Promise<string> {
  const accounts = await api.all(bankAccount, `${base}/bankAccounts`, token, { inactive: false });
  const chosen =
    accounts.find((a) => !a.inactive && (a.type ?? "normal") === "normal") ?? accounts.find((a) => !a.inactive);
  if (!chosen) throw rejected("The company has no active bank account in Fiken to book the payment on");
  return chosen.accountCode;
}
