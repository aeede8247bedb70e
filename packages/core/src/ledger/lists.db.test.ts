import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { countingCommands } from "../dynamo/client";
import { deleteDebtor } from "./debtor-removal";
import { listDebtors, saveDebtor } from "./debtors";
import { createDebtors } from "./import-debtors";
import { listVouchers, openItems } from "./lists";
import { addCountersOnce, createMany } from "./store";
import { contributions, VOUCHER_TYPES } from "./voucher-rules";
import { buildVoucher } from "./vouchers";

const actor = { userId: "u1" };
const ITEMS = 130;
const ROWS = 20;

/** A ledger of ITEMS open invoices over 5 due dates and ITEMS unmatched payments, written in bulk as an import does. */
async function bigLedger() {
  const customerId = ulid();
  const { debtor } = await saveDebtor(customerId, { type: "person", name: "Kari Nordmann", customerNumber: "1" });
  const day = (n: number) => `2026-05-0${1 + (n % 5)}`;
  const vouchers = Array.from({ length: ITEMS }, (_, n) => [
    buildVoucher(
      customerId,
      debtor,
      { type: VOUCHER_TYPES.invoice, number: `F-${n}`, voucherDate: day(n), dueDate: day(n), amountOre: 100_00 + n },
      actor,
    ),
    buildVoucher(
      customerId,
      debtor,
      { type: VOUCHER_TYPES.payment, voucherDate: day(n), dueDate: day(n), amountOre: 50_00 },
      actor,
      ulid(),
    ),
  ]).flat();
  const delta = new Map<string, { count: number; amountOre: number }>();
  for (let i = 0; i < vouchers.length; i += 100) await createMany(customerId, vouchers.slice(i, i + 100));
  for (const v of vouchers)
    for (const [name, c] of contributions(v)) {
      const d = delta.get(name) ?? { count: 0, amountOre: 0 };
      delta.set(name, { count: d.count + c.count, amountOre: d.amountOre + c.amountOre });
    }
  await addCountersOnce(customerId, delta, "test#counted");
  const openOre = vouchers.filter((v) => v.side === "debit").reduce((s, v) => s + v.amountOre, 0);
  return { customerId, openOre };
}

/**
 * Every list a user pages through counts its total from counters, never by reading its index: a page of ROWS out
 * of many reads the rows up to it and its counters, whatever the size of the list (issue 9, "Lists").
 */
describe("the ledger's paged lists read the page and a counter, not the list", () => {
  it("a page of 20 out of 130 reads the page and the counter; a page past the end the counter only", async () => {
    const { customerId, openOre } = await bigLedger();
    const params = (page: number) => ({ page, rowsPerPage: ROWS, desc: true });

    const payments = await countingCommands(() => listVouchers(customerId, "payments", "unmatched", params(1)));
    expect(payments.result).toMatchObject({ total: ITEMS, totalAmountOre: ITEMS * 50_00 });
    expect(payments.result.data).toHaveLength(ROWS);
    // the page's Query and the counter's BatchGetItem (counting the list's keys would read all 130)
    expect(payments.commands.sort()).toEqual(["BatchGetItem", "Query"]);
    expect(payments.itemsRead).toBeLessThanOrEqual(ROWS + 1);

    const third = await countingCommands(() => listVouchers(customerId, "payments", "unmatched", params(3)));
    expect(third.result.data).toHaveLength(ROWS);
    expect(third.itemsRead).toBeLessThanOrEqual(3 * ROWS + 1);
    const past = await countingCommands(() => listVouchers(customerId, "payments", "unmatched", params(8)));
    expect(past.result).toEqual({ data: [], total: ITEMS, totalAmountOre: ITEMS * 50_00 });
    expect(past.commands).toEqual(["BatchGetItem"]);

    // open items: the page and the per-due-date counters (5 due dates), whatever the number of invoices
    const open = await countingCommands(() => openItems(customerId, { ...params(1), desc: false }));
    expect(open.result).toMatchObject({ total: ITEMS, totalAmountOre: openOre });
    expect(open.result.data).toHaveLength(ROWS);
    expect(open.commands).toEqual(["Query", "Query"]);
    expect(open.itemsRead).toBeLessThanOrEqual(ROWS + 5);
    const period = await openItems(customerId, { ...params(1), dueFrom: "2026-05-02", dueTo: "2026-05-03" });
    expect(period.total).toBe(52);
  });

  it("the debtors list: its total is the debtors counter, moved by create, import and removal", async () => {
    const customerId = ulid();
    const numbers = Array.from({ length: 60 }, (_, n) => String(1000 + n));
    await createDebtors(
      customerId,
      numbers.map((customerNumber) => ({ type: "person", name: `Debitor ${customerNumber}`, customerNumber })),
    );
    await saveDebtor(customerId, { type: "company", name: "Aaa Først AS", customerNumber: "1" });
    // the same customer number again is no new debtor, and counts nothing
    await saveDebtor(customerId, { type: "company", name: "Aaa Først AS", customerNumber: "1" });

    const page = await countingCommands(() => listDebtors(customerId, { page: 1, rowsPerPage: ROWS }));
    expect(page.result.total).toBe(61);
    expect(page.result.data).toHaveLength(ROWS);
    expect(page.result.data[0]!.name).toBe("Aaa Først AS");
    // the page's Query and the counter's BatchGetItem: ROWS + 1 items (counting by keys would read all 61)
    expect(page.commands.sort()).toEqual(["BatchGetItem", "Query"]);
    expect(page.itemsRead).toBeLessThanOrEqual(ROWS + 1);

    // a later page walks the keys before it; a page past the end reads the counter only
    const second = await countingCommands(() => listDebtors(customerId, { page: 2, rowsPerPage: ROWS }));
    expect(second.result.data).toHaveLength(ROWS);
    expect(second.itemsRead).toBeLessThanOrEqual(2 * ROWS + 1);
    const past = await countingCommands(() => listDebtors(customerId, { page: 5, rowsPerPage: ROWS }));
    expect(past.result).toEqual({ data: [], total: 61 });
    expect(past.commands).toEqual(["BatchGetItem"]);

    // a name search narrows the list: it counts the keys it matches
    const search = await listDebtors(customerId, { page: 1, rowsPerPage: ROWS, name: "debitor 100" });
    expect(search.total).toBe(10);
    expect(search.data.map((d) => d.customerNumber)).toEqual(numbers.slice(0, 10));

    await deleteDebtor(customerId, page.result.data[0]!.debtorId);
    expect((await listDebtors(customerId, { page: 1, rowsPerPage: ROWS })).total).toBe(60);
  });
});
