/**
 * What collection posts back to Visma eAccounting (docs/accounting-visma.md "Write-back"):
 * - a payment: `POST /customerinvoices/{invoiceId}/payments` (`InvoicePaymentApi`), to the company's default cheque
 *   account (`GET /bankaccounts`), our key in its `Reference`;
 * - a write-off or a credit note: a voucher with the customer named (`POST /voucherwithoverunderpayment`): debit the
 *   chosen account (a write-off: 7830 "Tap på fordringer", a credit note: 3000 "Salgsinntekt", NS 4102), credit the
 *   receivables account 1500 with the invoice's customer, our key first in its `VoucherText`; posted again, the
 *   voucher of the key is found on its date (`GET /vouchers`) and answered, not made twice.
 */
import { AccountingError, type WriteBack } from "../provider";
import type { VismaClient } from "./client";
import { externalId } from "./sync";
import { bankAccount, customerInvoice, invoicePayment, voucher, type CustomerInvoice } from "./wire";
import { z } from "zod";

/** NS 4102, the Norwegian standard chart of accounts that eAccounting Norway sets up. */
export const RECEIVABLES_ACCOUNT = 1500;
export const DEFAULT_ACCOUNTS = { writeOff: 7830, creditNote: 3000 } as const;

const REASONS = {
  collectionFailed: "inkasso uten resultat",
  debtorBankrupt: "skyldner konkurs",
  irrecoverable: "uerholdelig",
} as const;

/** Our key as it opens a voucher's text: found again by it. */
export const keyText = (key: string) => `Innfri ${key}`;
const kroner = (ore: number) => Math.round(ore) / 100;

async function invoiceOf(api: VismaClient, entry: WriteBack): Promise<CustomerInvoice> {
  const id = entry.externalInvoiceId?.replace(/^visma:invoice:/, "");
  if (id) return api.value(customerInvoice, "GET", `/customerinvoices/${encodeURIComponent(id)}`);
  if (!/^\d+$/.test(entry.invoiceNumber)) throw new AccountingError("notFound", "No such invoice number in Visma");
  const page = await api.page("/customerinvoices", { $filter: `InvoiceNumber eq ${entry.invoiceNumber}` }, 1, 10);
  for (const v of page.rows) {
    const parsed = customerInvoice.safeParse(v);
    if (parsed.success && String(parsed.data.InvoiceNumber) === entry.invoiceNumber) return parsed.data;
  }
  throw new AccountingError("notFound", "No such invoice in Visma");
}

/**
 * The company's bank account a payment is recorded to: the one on the ledger account the customer chose (its reminder
 * process's `bank`: Visma names a bank account by its id, and each carries its ledger account), else the default
 * cheque account. A chosen account Visma has no active bank account on is refused, never booked elsewhere.
 */
async function chequeAccount(api: VismaClient, ledgerAccount: string | undefined): Promise<string> {
  const accounts = (await api.all(bankAccount, "/bankaccounts")).filter(
    (a) => a.BankAccountType === 1 && a.IsActive !== false,
  );
  const chosen = ledgerAccount
    ? accounts.find((a) => String(a.LedgerAccountNumber) === ledgerAccount)
    : (accounts.find((a) => a.IsDefaultChequeAccount) ?? accounts[0]);
  if (!chosen)
    throw new AccountingError("rejected", "Visma has no bank account to record the payment to", {
      detail: ledgerAccount ? `No active bank account on ledger account ${ledgerAccount}` : "No active cheque account",
    });
  return chosen.Id;
}

async function postPayment(api: VismaClient, inv: CustomerInvoice, entry: WriteBack): Promise<{ externalId: string }> {
  const remaining = Math.round(inv.RemainingAmountInvoiceCurrency * 100);
  if (remaining <= 0)
    throw new AccountingError("rejected", "The invoice is paid in Visma", { detail: "Nothing remains to pay" });
  await api.value(invoicePayment, "POST", `/customerinvoices/${encodeURIComponent(inv.Id)}/payments`, {
    body: {
      CompanyBankAccountId: await chequeAccount(api, entry.account),
      PaymentDate: entry.date,
      PaymentAmount: kroner(entry.amountOre),
      PaymentCurrency: inv.CurrencyCode ?? "NOK",
      PaymentType: entry.amountOre >= remaining ? 2 : 1,
      Reference: keyText(entry.key).slice(0, 100),
    },
  });
  return { externalId: `${externalId("payment", inv.Id)}:${entry.key}` };
}

async function foundVoucher(api: VismaClient, entry: WriteBack): Promise<string | undefined> {
  const text = keyText(entry.key);
  for (let page = 1, pages = 1; page <= pages && page <= 20; page++) {
    const read = await api.page("/vouchers", { $filter: `VoucherDate eq ${entry.date}` }, page, 200);
    for (const v of read.rows) {
      const parsed = voucher.safeParse(v);
      if (parsed.success && (parsed.data.VoucherText ?? "").startsWith(`${text}:`)) return parsed.data.Id;
    }
    pages = read.meta.TotalNumberOfPages;
  }
  return undefined;
}

async function postVoucher(api: VismaClient, inv: CustomerInvoice, entry: WriteBack): Promise<{ externalId: string }> {
  if (entry.kind === "payment") throw new AccountingError("rejected", "A payment is no voucher");
  const already = await foundVoucher(api, entry);
  if (already) return { externalId: `visma:voucher:${already}` };
  const what =
    entry.kind === "writeOff"
      ? `tap på faktura ${entry.invoiceNumber} (${REASONS[entry.reason]})`
      : `kreditering av faktura ${entry.invoiceNumber}${entry.text ? `: ${entry.text}` : ""}`;
  const account = entry.account && /^\d+$/.test(entry.account) ? Number(entry.account) : DEFAULT_ACCOUNTS[entry.kind];
  const amount = kroner(entry.amountOre);
  const id = await api.value(z.string().min(1), "POST", "/voucherwithoverunderpayment", {
    body: {
      VoucherDate: entry.date,
      VoucherText: `${keyText(entry.key)}: ${what}`.slice(0, 1000),
      Rows: [
        { AccountNumber: account, DebitAmount: amount },
        { AccountNumber: RECEIVABLES_ACCOUNT, CreditAmount: amount, CustomerId: inv.CustomerId },
      ],
    },
  });
  return { externalId: `visma:voucher:${id}` };
}

export async function writeBack(api: VismaClient, entry: WriteBack): Promise<{ externalId: string }> {
  if (!Number.isInteger(entry.amountOre) || entry.amountOre <= 0)
    throw new AccountingError("rejected", "The amount must be positive", { detail: "amountOre" });
  const inv = await invoiceOf(api, entry);
  return entry.kind === "payment" ? postPayment(api, inv, entry) : postVoucher(api, inv, entry);
}
