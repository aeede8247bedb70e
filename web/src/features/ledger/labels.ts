// Names of voucher types (SPEC 3) and statuses, through the catalogue (ledger.types.<n>, ledger.status.<s>).
import type { TFunction } from "i18next";
import { statusOf } from "@innfri/core/ledger/voucher-rules";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";

export function voucherTypeName(t: TFunction, type: number): string {
  return t(`ledger.types.${type}` as never, { defaultValue: String(type) });
}

export type ShownStatus = "open" | "closed" | "unmatched" | "matched" | "deleted";

export function statusOfVoucher(v: Pick<Voucher, "side" | "balanceOre" | "deletedAt">): ShownStatus {
  return v.deletedAt ? "deleted" : statusOf(v.side, v.balanceOre);
}

export function statusName(t: TFunction, status: ShownStatus): string {
  return t(`ledger.status.${status}`);
}

/** A debtor as the lists show it: "Fjordkaffe AS (10001)". */
export function debtorLabel(v: { debtorName?: string; customerNumber?: string }, unknown: string): string {
  if (!v.debtorName) return unknown;
  return v.customerNumber ? `${v.debtorName} (${v.customerNumber})` : v.debtorName;
}
