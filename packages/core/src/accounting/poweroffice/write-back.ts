/**
 * Write-back to PowerOffice Go (docs/accounting-poweroffice.md): a write-off, a payment or a credit note registered
 * in collection is posted as a manual voucher (`POST /Vouchers/ManualJournals`): the amount on the chosen (or the
 * default) general ledger account against the customer's sub-ledger account, matched to the invoice by its custom
 * matching reference when it has one. The voucher's `ExternalImportReference` is our key, which Go keeps unique per
 * client: before posting, the customer's ledger is read for an entry of ours with that reference, so an entry
 * already posted is found and answered again, never posted twice.
 */
import { AccountingError, type WriteBack } from "../provider";
import type { PowerOfficeClient } from "./client";
import { customer, generalLedgerAccount, ledgerEntry, manualVoucher, outgoingInvoice } from "./wire";

/** The accounts a write-back is booked on unless the customer chose one (NS 4102, the standard chart of accounts). */
export const DEFAULT_ACCOUNTS = { writeOff: "7830", payment: "1920", creditNote: "3000" } as const;

const REASONS = {
  collectionFailed: "inkasso uten dekning",
  debtorBankrupt: "skyldner konkurs",
  irrecoverable: "uerholdelig",
} as const;

/** Our key as Go's external import reference (unique per client; ours are prefixed so they are told apart). */
export const referenceOf = (key: string) => `innfri:${key}`.slice(0, 100);

function describe(entry: WriteBack): string {
  if (entry.kind === "writeOff") return `Tap på fordring, faktura ${entry.invoiceNumber} (${REASONS[entry.reason]})`;
  if (entry.kind === "payment") return `Innbetaling via inkasso, faktura ${entry.invoiceNumber}`;
  return entry.text?.trim().slice(0, 200) || `Kreditering via inkasso, faktura ${entry.invoiceNumber}`;
}

export async function writeBack(
  api: PowerOfficeClient,
  token: string,
  entry: WriteBack,
): Promise<{ externalId: string }> {
  if (!Number.isInteger(entry.amountOre) || entry.amountOre <= 0)
    throw new AccountingError("rejected", "A write-back needs a positive amount", { detail: "amount" });
  if (!/^\d+$/.test(entry.invoiceNumber))
    throw new AccountingError("notFound", "PowerOffice's invoice numbers are digits", { detail: entry.invoiceNumber });
  const found = await api.page(token, "/OutgoingInvoices", { invoiceNos: entry.invoiceNumber }, 1);
  const invoice = found.rows
    .map((v) => outgoingInvoice.safeParse(v))
    .flatMap((p) => (p.success && p.data.VoucherType === "OutgoingInvoice" ? [p.data] : []))[0];
  if (!invoice)
    throw new AccountingError("notFound", "The invoice is not in PowerOffice", { detail: entry.invoiceNumber });
  const reference = referenceOf(entry.key);

  // posted before (a retry after a lost answer)? Go keeps the reference on the ledger entries it made
  const ledger = await api.page(
    token,
    "/Customerledger/Statement",
    {
      fromDate: entry.date,
      toDate: entry.date,
      customerNos: String(invoice.CustomerNo),
      onlyCreatedByCurrentIntegration: true,
    },
    1,
    1000,
  );
  const earlier = ledger.rows
    .map((v) => ledgerEntry.safeParse(v))
    .find((p) => p.success && p.data.ExternalImportReference === reference);
  if (earlier?.success) return { externalId: earlier.data.VoucherId };

  const customers = await api.page(token, "/Customers", { customerNos: String(invoice.CustomerNo) }, 1);
  const debtor = customers.rows.map((v) => customer.safeParse(v)).find((p) => p.success)?.data;
  if (!debtor) throw new AccountingError("notFound", "The invoice's customer is not in PowerOffice");
  const accountNo = entry.account ?? DEFAULT_ACCOUNTS[entry.kind];
  const accounts = await api.page(token, "/GeneralLedgerAccounts", { accountNos: accountNo }, 1);
  const account = accounts.rows.map((v) => generalLedgerAccount.safeParse(v)).find((p) => p.success)?.data;
  if (!account) throw new AccountingError("rejected", "No such account in PowerOffice", { detail: accountNo });

  const kroner = entry.amountOre / 100;
  const description = describe(entry);
  const line = { PostingDate: entry.date, VatId: null, Description: description };
  const body = {
    CurrencyCode: "NOK",
    VoucherDate: entry.date,
    Description: description,
    ExternalImportReference: reference,
    VoucherLines: [
      { ...line, AccountId: account.Id, CurrencyAmount: kroner },
      {
        ...line,
        AccountId: debtor.SubledgerAccountId,
        CurrencyAmount: -kroner,
        ...(invoice.CustomMatchingReference ? { CustomMatchingReference: invoice.CustomMatchingReference } : {}),
      },
    ],
  };
  const made = manualVoucher.safeParse(await api.call(token, "POST", "/Vouchers/ManualJournals", { body }));
  if (!made.success) throw new AccountingError("malformed", "PowerOffice's answer to the voucher is not as documented");
  return { externalId: made.data.Id };
}
