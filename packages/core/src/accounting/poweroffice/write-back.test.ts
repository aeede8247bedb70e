import { describe, expect, it } from "vitest";
import { balanceOf, invoiceEntry } from "../../../../../scripts/local/fakes/poweroffice-data";
import type { WriteBack } from "../provider";
import { overFake } from "./poweroffice.fixture";
import { referenceOf } from "./write-back";

async function setUp() {
  const over = overFake();
  const conn = await over.connect();
  const open = over.fake.books.invoices.filter((i) => i.VoucherType === "OutgoingInvoice").slice(12);
  const accountNo = (id: number) =>
    over.fake.books.accounts.find((a) => a.Id === id)?.AccountNo ??
    `customer ${over.fake.books.customers.find((c) => c.SubledgerAccountId === id)?.Number}`;
  /** The voucher posted under our key, as Go shows it: its lines by account number. */
  const posted = (key: string) => {
    const found = over.fake.books.vouchers.filter((v) => v.ExternalImportReference === referenceOf(key));
    return found.map((v) => ({
      date: v.VoucherDate,
      description: v.Description,
      lines: v.lines.map((l) => [accountNo(l.AccountId), l.CurrencyAmount, l.VatId]),
    }));
  };
  return { ...over, conn, open, posted };
}

describe("write-back to the local PowerOffice Go as manual vouchers (issue 22)", () => {
  it("a payment: bank against the customer's sub-ledger, found again by its key, posted once", async () => {
    const { provider, conn, open, posted, fake } = await setUp();
    const inv = open[5]!;
    const entry: WriteBack = {
      key: "pay-1",
      kind: "payment",
      invoiceNumber: String(inv.InvoiceNo),
      amountOre: 123_450,
      date: "2026-11-20",
    };
    const made = await provider.writeBack(conn, entry);
    expect(made.externalId).toMatch(/^[0-9a-f-]{36}$/);
    expect(posted("pay-1")).toEqual([
      {
        date: "2026-11-20",
        description: `Innbetaling via inkasso, faktura ${inv.InvoiceNo}`,
        lines: [
          [1920, 1234.5, null],
          [`customer ${inv.customerNo}`, -1234.5, null],
        ],
      },
    ]);
    // a retry after a lost answer: found by the voucher's external import reference, not posted again
    expect(await provider.writeBack(conn, entry)).toEqual(made);
    expect(posted("pay-1")).toHaveLength(1);
    // and it is in the customer's ledger as an entry of ours
    const ours = fake.books.entries.filter((e) => e.ExternalImportReference === referenceOf("pay-1"));
    expect(ours.map((e) => [e.customerNo, e.Amount, e.byIntegration])).toEqual([[inv.customerNo, -1234.5, true]]);
  });

  it("a write-off on the loss account (or the chosen one), matched to an invoice that has a matching reference", async () => {
    const { provider, conn, open, posted, fake } = await setUp();
    const inv = open.find(
      (i) => i.CustomMatchingReference && balanceOf(fake.books, invoiceEntry(fake.books, i)) === i.total,
    )!;
    await provider.writeBack(conn, {
      key: "off-1",
      kind: "writeOff",
      reason: "debtorBankrupt",
      invoiceNumber: String(inv.InvoiceNo),
      amountOre: Math.round(inv.total * 100),
      date: "2026-11-21",
    });
    expect(posted("off-1")[0]!.lines).toEqual([
      [7830, inv.total, null],
      [`customer ${inv.customerNo}`, -inv.total, null],
    ]);
    expect(posted("off-1")[0]!.description).toBe(`Tap på fordring, faktura ${inv.InvoiceNo} (skyldner konkurs)`);
    // matched out in Go: nothing left to pay
    expect(balanceOf(fake.books, invoiceEntry(fake.books, inv))).toBe(0);
    await provider.writeBack(conn, {
      key: "off-2",
      kind: "writeOff",
      reason: "irrecoverable",
      invoiceNumber: String(open[1]!.InvoiceNo),
      amountOre: 10_000,
      date: "2026-11-21",
      account: "7770",
    });
    expect(posted("off-2")[0]!.lines[0]).toEqual([7770, 100, null]);
  });

  it("a credit note with its text on the sales account", async () => {
    const { provider, conn, open, posted } = await setUp();
    await provider.writeBack(conn, {
      key: "cn-1",
      kind: "creditNote",
      text: "Kreditert etter avtale med skyldner",
      invoiceNumber: String(open[2]!.InvoiceNo),
      amountOre: 50_000,
      date: "2026-11-22",
    });
    expect(posted("cn-1")).toEqual([
      {
        date: "2026-11-22",
        description: "Kreditert etter avtale med skyldner",
        lines: [
          [3000, 500, null],
          [`customer ${open[2]!.customerNo}`, -500, null],
        ],
      },
    ]);
  });

  it("refuses what Go cannot take, with the right kind", async () => {
    const { provider, conn, open, fake } = await setUp();
    const base = { kind: "payment" as const, amountOre: 100, date: "2026-11-22" };
    await expect(provider.writeBack(conn, { ...base, key: "a", invoiceNumber: "999999" })).rejects.toMatchObject({
      kind: "notFound",
    });
    await expect(provider.writeBack(conn, { ...base, key: "b", invoiceNumber: "F-12" })).rejects.toMatchObject({
      kind: "notFound",
    });
    const inv = String(open[0]!.InvoiceNo);
    await expect(
      provider.writeBack(conn, { ...base, key: "c", invoiceNumber: inv, amountOre: 0 }),
    ).rejects.toMatchObject({ kind: "rejected" });
    await expect(
      provider.writeBack(conn, { ...base, key: "d", invoiceNumber: inv, account: "4444" }),
    ).rejects.toMatchObject({ kind: "rejected", details: { detail: "4444" } });
    fake.faults.next.push(null, null, null, null, { status: 500 });
    await expect(provider.writeBack(conn, { ...base, key: "e", invoiceNumber: inv })).rejects.toMatchObject({
      kind: "unavailable",
    });
    expect(fake.books.vouchers).toHaveLength(0);
  });
});
