import type { ImportFormat, ImportRow } from "./import/types";
import { VOUCHER_TYPES } from "./voucher-rules";
import type { NewVoucher } from "./vouchers";

/** The voucher an import row becomes (without its debtor). Rows are found again by id: importing twice is no change. */
export function voucherOf(row: ImportRow, importId: string, format: ImportFormat): NewVoucher {
  const type =
    row.kind === "payment"
      ? VOUCHER_TYPES.payment
      : row.kind === "creditNote"
        ? VOUCHER_TYPES.creditNote
        : VOUCHER_TYPES.invoice;
  return {
    type,
    invoiceType: type === VOUCHER_TYPES.invoice ? 1 : undefined,
    number: row.number,
    invoiceNumber: row.invoiceNumber,
    voucherDate: row.voucherDate,
    dueDate: row.dueDate,
    amountOre: row.amountOre,
    kid: row.kid,
    reference: row.reference,
    description: row.description,
    currency: row.currency,
    source: format,
    importId,
    // payments have no number: their source row is their identity (an OCR transaction, or the file's line)
    externalId: row.kind === "payment" ? (row.externalId ?? `${format}:${importId}:${row.line}`) : undefined,
  };
}
