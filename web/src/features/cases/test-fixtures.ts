// Answers of the API for the cases' component tests, each checked by core's view schema (so a fixture cannot drift
// from what the API declares).
import { CaseEvent, CaseListItem, CaseView } from "@innfri/core/cases/case-views.schema";
import { Debtor, Voucher } from "@innfri/core/ledger/ledger-views.schema";
import type { CurrentUser } from "@/lib/current-user";

export const customer = { id: "c1", name: "Demo AS", orgNumber: "999888777", email: null, gdprTermsAccepted: true, permission: "owner" };
export const owner: CurrentUser = {
  id: "u1",
  email: "kari@example.no",
  firstName: "Kari",
  lastName: "Nordmann",
  phone: "41234567",
  type: "user",
  twoFactorEnabled: false,
  language: "no",
  customer,
  customers: [customer],
} as CurrentUser;

export const debtor = Debtor.parse({
  id: "d1",
  debtorId: "d1",
  customerId: "c1",
  type: "person",
  name: "Ola Nordmann",
  customerNumber: "10001",
  address: "Storgata 1",
  postcode: "0155",
  city: "Oslo",
  excluded: false,
  version: 1,
  createdAt: 1,
  updatedAt: 1,
});

export function voucher(id: string, number: string, balanceOre: number, extra: Record<string, unknown> = {}) {
  return Voucher.parse({
    id,
    voucherId: id,
    customerId: "c1",
    debtorId: "d1",
    debtorName: "Ola Nordmann",
    customerNumber: "10001",
    type: 1,
    side: "debit",
    status: "open",
    number,
    voucherDate: "2026-09-01",
    dueDate: "2026-09-15",
    amountOre: balanceOre,
    balanceOre,
    currency: "NOK",
    allocations: [],
    source: "manual",
    listName: "invoices",
    version: 1,
    createdAt: 1,
    updatedAt: 1,
    ...extra,
  });
}

export function debtorLedger(openItems: ReturnType<typeof voucher>[]) {
  const openOre = openItems.reduce((s, v) => s + v.balanceOre, 0);
  return {
    debtor,
    lines: openItems.map((v) => ({ ...v, runningBalanceOre: v.balanceOre, openOre: v.balanceOre })),
    openItems,
    unmatched: [],
    totals: { openOre, unmatchedOre: 0, balanceOre: openOre },
    cases: [],
  };
}

export function caseItem(n: number, extra: Record<string, unknown> = {}) {
  return CaseListItem.parse({
    id: `k${n}`,
    caseId: `k${n}`,
    customerId: "c1",
    caseNumber: n,
    debtorId: "d1",
    debtorName: "Ola Nordmann",
    debtorType: "person",
    customerNumber: "10001",
    procedureId: "person",
    status: "active",
    statusId: 1,
    principalOre: 1_234_50,
    interestOre: 0,
    feesOre: 0,
    paidOre: 0,
    amountOwedOre: 1_234_50,
    remainingOre: 1_234_50,
    lastStep: null,
    claimTypes: ["invoice"],
    kid: null,
    invoiceNumber: "20001",
    dueDate: "2026-09-15",
    heldDate: null,
    notificationDate: null,
    closeReason: null,
    closedAt: null,
    autoPilot: false,
    rent: false,
    foreign: false,
    minimumOwedOre: 100,
    claimCount: 1,
    startedAt: 1,
    createdBy: "u1",
    version: 1,
    createdAt: 1,
    updatedAt: 1,
    ...extra,
  });
}

export function caseView(n: number, extra: Record<string, unknown> = {}) {
  return CaseView.parse({
    ...caseItem(n, extra),
    claims: [
      {
        caseId: `k${n}`,
        voucherId: "v1",
        type: 1,
        claimType: "invoice",
        number: "20001",
        kid: "0000200015",
        voucherDate: "2026-09-01",
        dueDate: "2026-09-15",
        amountOre: 1_234_50,
        openOre: 1_234_50,
        source: "ledger",
        addedAt: 1,
      },
    ],
  });
}

export const caseEvent = (id: string, kind: string, data: Record<string, unknown> = {}) =>
  CaseEvent.parse({
    id,
    caseId: "k7",
    kind,
    at: Date.UTC(2026, 10, 20, 9, 30),
    by: "u1",
    byName: "Kari Nordmann",
    status: kind === "opened" ? "active" : null,
    data,
  });
