import "../accounts/entities"; // registers the entities named here
import "./ledger-hooks"; // registers what the ledger's commands mean for cases (the demo writes vouchers)
import { db } from "../dynamo/db";
import { readCounters } from "../dynamo/counters";
import { debtorIdFor } from "../ledger/debtors";
import { getVoucherItem } from "../ledger/store";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { createVoucher, voucherIdFor } from "../ledger/vouchers";
import { credit } from "../billing/entitlements";
import { CASE_COUNTERS } from "./case-rules";
import { StartCaseInput } from "./case.schema";
import { getCaseSettings, saveCaseSettings } from "./settings";
import { startCase } from "./start";

/** The customer's owner (its first membership with permission owner), if it has one. */
async function ownerOf(customerId: string): Promise<string | undefined> {
  const { data } = await db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" });
  return data.find((m) => m.permission === "owner")?.userId;
}

/**
 * Demo cases for local runs (core/demo.ts `seedDemo`): an allowance, and three cases of the demo debtors: Fjordkaffe
 * AS (two invoices, ready), Hansen Snekkerverksted (one, waiting until its due date), Kari Nordmann (saved not
 * started). Runs once per customer: a customer that has cases already is left alone.
 */
export async function seedDemoCases(customerId: string, userId?: string): Promise<number> {
  const numbers = await readCounters(customerId, [CASE_COUNTERS.number]);
  if (numbers[CASE_COUNTERS.number]!.count > 0) return 0;
  await credit(customerId, { cases: 100, halfSends: 400 }, "demo", { userId: userId ?? "system" });
  // a KID agreement as a creditor with a bank agreement has one (issue 18 #13; docs/collection-law.md): the demo's
  // letters carry a KID made from the case number, as customers without one get «merket med saksnummer …»
  const settings = await getCaseSettings(customerId);
  await saveCaseSettings(customerId, {
    minimumOwed: settings.minimumOwedOre,
    kidAgreement: settings.kidAgreement ?? { length: 10, modulus: "MOD10" },
  });
  // started by the customer's owner, so the events say who (byName: "Olav Eier"), as a real case's would
  const actor = { userId: userId ?? (await ownerOf(customerId)) ?? "demo" };
  const invoice = async (number: string, customerNumber: string, amountOre: number, dueDate: string) => {
    const existing = await getVoucherItem(customerId, voucherIdFor({ type: VOUCHER_TYPES.invoice, number }));
    if (existing) return existing;
    const voucherDate = "2026-09-01";
    const debtorId = debtorIdFor(customerNumber);
    return createVoucher(
      customerId,
      { type: VOUCHER_TYPES.invoice, number, voucherDate, dueDate, amountOre, debtorId },
      actor,
    );
  };
  const a = await invoice("DEMO-1001", "10001", 12_500_00, "2026-10-01");
  const b = await invoice("DEMO-1002", "10001", 4_200_00, "2026-10-15");
  const c = await invoice("DEMO-1003", "10002", 8_750_00, "2026-12-31");
  const d = await invoice("DEMO-1004", "10003", 1_990_00, "2026-10-20");
  const start = (debtorId: string, voucherIds: string[], open = true) =>
    startCase(customerId, StartCaseInput.parse({ debtorId, voucherIds, open }), actor);
  await start(a.debtorId, [a.voucherId, b.voucherId]);
  await start(c.debtorId, [c.voucherId]);
  await start(d.debtorId, [d.voucherId], false);
  return 3;
}
