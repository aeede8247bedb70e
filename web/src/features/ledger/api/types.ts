// The shapes of the ledger calls (docs/ledger.md): vouchers and debtors as stored (amounts in øre) plus `id`.
import type { DebtorType } from "@innfri/core/ledger/debtor-rules";
import type { OverduePeriod, ReceivedPeriod } from "@innfri/core/ledger/summary-rules";
import type { Side, VoucherStatus } from "@innfri/core/ledger/voucher-rules";

export interface Allocation {
  voucherId: string;
  amountOre: number;
  at: number;
  by: string;
}

export interface Voucher {
  id: string;
  voucherId: string;
  debtorId: string;
  debtorName: string;
  customerNumber: string;
  type: number;
  invoiceType?: number;
  side: Side;
  number?: string;
  invoiceNumber?: string;
  voucherDate: string;
  dueDate: string;
  amountOre: number;
  balanceOre: number;
  kid?: string;
  reference?: string;
  currency?: string;
  description?: string;
  allocations?: Allocation[];
  source?: string;
  splitFrom?: string;
  listName?: string;
  deletedAt?: number | null;
  createdAt?: number;
}

export interface VoucherList {
  data: Voucher[];
  total: number;
  totalAmountOre?: number;
}

export interface Debtor {
  id?: string;
  debtorId: string;
  type: DebtorType;
  name: string;
  customerNumber: string;
  orgNumber?: string;
  nationalId?: string;
  birthDate?: string;
  address?: string;
  postcode?: string;
  city?: string;
  visitingAddress?: string;
  email?: string;
  phone?: string;
  excluded?: boolean;
}

export interface LedgerLine extends Voucher {
  runningBalanceOre: number;
  /** What is open or unapplied of it: 0 once deleted (core voucher-rules `openBalanceOf`). */
  openOre: number;
}

export interface DebtorLedger {
  debtor: Debtor;
  lines: LedgerLine[];
  openItems: Voucher[];
  unmatched: Voucher[];
  totals: { openOre: number; unmatchedOre: number; balanceOre: number };
  cases: unknown[];
}

export interface Figure {
  count: number;
  amountOre: number;
}

/** GET /ledgers/summary: the dashboard's ledger figures (docs/api.md). */
export interface LedgerSummary {
  today: string;
  unmatchedPayments: number;
  unmatchedPaymentsOre: number;
  unmatchedCreditNotes: number;
  unmatchedCreditNotesOre: number;
  openItems: number;
  openOre: number;
  overdue: (Figure & { period: OverduePeriod })[];
  received: Record<ReceivedPeriod, Figure>;
}

export interface IntegrationSetting {
  id?: string;
  integration: string;
  createdAt?: number | string;
}

export type { Side, VoucherStatus };

export const debtorIdOf = (d: Pick<Debtor, "debtorId"> & { id?: string }) => d.debtorId ?? d.id ?? "";
export const voucherIdOf = (v: Pick<Voucher, "voucherId"> & { id?: string }) => v.id ?? v.voucherId;
