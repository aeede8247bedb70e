/**
 * What collection posts back to Tripletex (docs/accounting-tripletex.md): a payment on the invoice
 * (`PUT /invoice/{id}/:payment`), a credit note of the whole invoice (`PUT /invoice/{id}/:createCreditNote`), a
 * write-off as a voucher (`POST /ledger/voucher`: loss on receivables against the customer's receivable), each
 * answered with the id Tripletex gave it in the sync's `externalId` form. An entry already posted is found again
 * where Tripletex keeps something to find it by: the voucher by its externalVoucherNumber (our key), the credit note
 * by the invoice being credited.
 */
import { Clock } from "../../clock";
import { AccountingError, type WriteBack } from "../provider";
import type { Auth, TripletexClient } from "./client";
import { externalId, toOre } from "./sync";
import { account, invoice, paymentType, voucher, type Invoice } from "./wire";

/** NS 4102's accounts: 1500 Kundefordringer, 7830 Tap på fordringer (the loss unless the customer chose another). */
export const RECEIVABLES_ACCOUNT = 1500;
export const LOSS_ACCOUNT = 7830;

const REASONS = {
  collectionFailed: "inkasso uten resultat",
  debtorBankrupt: "skyldner konkurs",
  irrecoverable: "uerholdelig",
} as const;

const WRITE_BACK_FIELDS =
  "id,invoiceNumber,invoiceDate,amount,amountOutstanding,isCredited,customer(id),postings(id,date,amount,type)";
const kroner = (ore: number) => Number((ore / 100).toFixed(2));
const tomorrow = () => new Date(Date.parse(`${Clock.today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function invoiceOf(api: TripletexClient, auth: Auth, entry: WriteBack): Promise<Invoice> {
  const id = /(\d+)$/.exec(entry.externalInvoiceId ?? "")?.[1];
  if (id) return api.value(invoice, "GET", `/invoice/${id}`, { query: { fields: WRITE_BACK_FIELDS }, auth });
  const query = {
    invoiceNumber: entry.invoiceNumber,
    invoiceDateFrom: "2000-01-01",
    invoiceDateTo: tomorrow(),
    fields: WRITE_BACK_FIELDS,
  };
  const page = await api.page("/invoice", query, auth, 0, 10);
  const found = page.values.map((v) => invoice.safeParse(v)).find((p) => p.success && p.data.amount > 0);
  if (!found?.success) throw new AccountingError("notFound", `Invoice ${entry.invoiceNumber} is not in Tripletex`);
  return found.data;
}

export async function writeBack(api: TripletexClient, auth: Auth, entry: WriteBack): Promise<{ externalId: string }> {
  if (!Number.isInteger(entry.amountOre) || entry.amountOre <= 0)
    throw new AccountingError("rejected", "Nothing to post", { detail: "The amount must be positive" });
  if (entry.kind === "writeOff") {
    const existing = await voucherByKey(api, auth, entry.key);
    if (existing) return { externalId: existing };
  }
  const inv = await invoiceOf(api, auth, entry);
  if (entry.kind === "payment") return payment(api, auth, inv, entry);
  if (entry.kind === "creditNote") return creditNote(api, auth, inv, entry);
  return writeOff(api, auth, inv, entry);
}

async function payment(api: TripletexClient, auth: Auth, inv: Invoice, entry: WriteBack) {
  // more than is outstanding would book an overpayment (or the same payment twice after a lost answer): refused
  if (toOre(inv.amountOutstanding ?? 0) < entry.amountOre)
    throw new AccountingError("rejected", "Payment exceeds the outstanding amount", {
      detail: `Tripletex shows ${(inv.amountOutstanding ?? 0).toFixed(2)} outstanding on invoice ${inv.invoiceNumber}`,
    });
  const types = await api.all(
    paymentType,
    "/invoice/paymentType",
    { fields: "id,description,debitAccount(number)" },
    auth,
  );
  const type = (entry.account && types.find((t) => String(t.debitAccount?.number) === entry.account)) || types[0];
  if (!type)
    throw new AccountingError("rejected", "No payment type", {
      detail: "Tripletex has no payment type for outgoing invoices",
    });
  const before = new Set((inv.postings ?? []).map((p) => p.id));
  const query = { paymentDate: entry.date, paymentTypeId: type.id, paidAmount: kroner(entry.amountOre) };
  const after = await api.value(invoice, "PUT", `/invoice/${inv.id}/:payment`, { query, auth });
  // the payment's own posting: the id the next sync reads it by
  const made = (after.postings ?? []).find((p) => !before.has(p.id) && p.type === "INCOMING_PAYMENT");
  return { externalId: made ? externalId("payment", made.id) : `tripletex:invoice:${inv.id}` };
}

async function creditNote(api: TripletexClient, auth: Auth, inv: Invoice, entry: WriteBack & { kind: "creditNote" }) {
  if (inv.isCredited) {
    // credited already (by us, an answer lost; or in Tripletex): the credit note of this invoice is the answer
    const query = {
      invoiceDateFrom: inv.invoiceDate,
      invoiceDateTo: tomorrow(),
      fields: "id,invoiceNumber,invoiceDate,amount,isCreditNote,creditedInvoice",
    };
    const notes = await api.all(invoice, "/invoice", query, auth);
    const note = notes.find((n) => n.creditedInvoice === inv.id);
    if (note) return { externalId: externalId("creditNote", note.id) };
  }
  if (entry.amountOre !== toOre(inv.amount))
    throw new AccountingError("rejected", "Tripletex credits whole invoices", {
      detail: `A credit note in Tripletex nullifies the whole invoice ${inv.invoiceNumber} (${inv.amount.toFixed(2)})`,
    });
  const comment = entry.text?.trim() || `Kreditert i Innfri (${entry.key})`;
  // MANUAL: Tripletex sends nothing to the debtor; the collection case tells the debtor
  const query = { date: entry.date, comment, sendType: "MANUAL" };
  const note = await api.value(invoice, "PUT", `/invoice/${inv.id}/:createCreditNote`, { query, auth });
  return { externalId: externalId("creditNote", note.id) };
}

async function voucherByKey(api: TripletexClient, auth: Auth, key: string): Promise<string | null> {
  const query = { externalVoucherNumber: voucherNumber(key), fields: "id,externalVoucherNumber,description" };
  const page = await api.page("/ledger/voucher/>externalVoucherNumber", query, auth, 0, 10);
  const found = page.values
    .map((v) => voucher.safeParse(v))
    .find((p) => p.success && p.data.externalVoucherNumber === voucherNumber(key));
  return found?.success ? `tripletex:voucher:${found.data.id}` : null;
}

/** externalVoucherNumber holds 70 characters at most (Voucher schema). */
const voucherNumber = (key: string) => key.slice(0, 70);

async function writeOff(api: TripletexClient, auth: Auth, inv: Invoice, entry: WriteBack & { kind: "writeOff" }) {
  if (!inv.customer?.id)
    throw new AccountingError("rejected", "Invoice without customer", {
      detail: `Invoice ${inv.invoiceNumber} names no customer`,
    });
  const lossNumber = entry.account ?? String(LOSS_ACCOUNT);
  const query = { number: `${lossNumber},${RECEIVABLES_ACCOUNT}`, fields: "id,number,name,isInactive" };
  const accounts = await api.all(account, "/ledger/account", query, auth);
  const loss = accounts.find((a) => String(a.number) === lossNumber);
  const receivable = accounts.find((a) => a.number === RECEIVABLES_ACCOUNT);
  if (!loss || !receivable)
    throw new AccountingError("rejected", "Account missing", {
      detail: `Account ${!loss ? lossNumber : RECEIVABLES_ACCOUNT} is not in Tripletex's chart of accounts`,
    });
  const description = `Tap på krav, faktura ${inv.invoiceNumber}: ${REASONS[entry.reason]}`;
  const amount = kroner(entry.amountOre);
  const body = {
    date: entry.date,
    description,
    externalVoucherNumber: voucherNumber(entry.key),
    postings: [
      {
        row: 1,
        date: entry.date,
        description,
        account: { id: loss.id },
        amountGross: amount,
        amountGrossCurrency: amount,
      },
      {
        row: 2,
        date: entry.date,
        description,
        account: { id: receivable.id },
        customer: { id: inv.customer.id },
        invoiceNumber: String(inv.invoiceNumber),
        amountGross: -amount,
        amountGrossCurrency: -amount,
      },
    ],
  };
  const made = await api.value(voucher, "POST", "/ledger/voucher", { query: { sendToLedger: true }, body, auth });
  return { externalId: `tripletex:voucher:${made.id}` };
}
