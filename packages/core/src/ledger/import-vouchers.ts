import type { ImportFormat, ImportRow } from "./import/types";
import { VOUCHER_TYPES } from "./voucher-rules";
import type { NewVoucher } from "./vouchers";

/**
 * Where rows come into the ledger from (ledger/intake.ts): a file import (its id and format), or one page of an
 * accounting system's sync (the sync's id, the system, and the page's number within the sync).
 */
export type IntakeSource =
  | { kind: "file"; importId: string; format: ImportFormat }
  | { kind: "sync"; syncId: string; system: string; page: number };

/**
 * The run that owns the vouchers the rows become (`voucher.importId`): the import, or the page of the sync
 * (`<syncId>.<page>`), so a row that a system shows on two pages of one sync is written and counted once.
 */
export const ownerOf = (source: IntakeSource): string =>
  source.kind === "file" ? source.importId : `${source.syncId}.${source.page}`;

/** The voucher's `source`: the file's format ("csv", "ocr" …) or the system ("fiken", "tripletex" …). */
export const sourceNameOf = (source: IntakeSource): string => (source.kind === "file" ? source.format : source.system);

/** The voucher an import row becomes (without its debtor). Rows are found again by id: importing twice is no change. */
export function voucherOf(row: ImportRow, source: IntakeSource): NewVoucher {
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
    source: sourceNameOf(source),
    importId: ownerOf(source),
    // payments have no number: their source row is their identity (an OCR transaction, the file's line, or the
    // system's own id, which a sync's rows always carry: `<system>:<kind>:<id>`)
    externalId:
      row.kind === "payment"
        ? (row.externalId ??
          (source.kind === "file" ? `${source.format}:${source.importId}:${row.line}` : `${source.system}:${row.line}`))
        : source.kind === "sync"
          ? row.externalId
          : undefined,
  };
}
