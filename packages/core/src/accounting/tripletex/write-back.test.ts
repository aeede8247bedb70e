import { describe, expect, it } from "vitest";
import { outstanding } from "../../../../../scripts/local/fakes/tripletex-wire";
import type { AccountingError } from "../provider";
import { overFake } from "./tripletex.fixture";

/** Write-back against the local Tripletex: each entry visible in its books, once, and refused where Tripletex would. */

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AccountingError,
  );

async function setup() {
  const over = overFake();
  const conn = await over.connect();
  const b = over.fake.books();
  const open = b.invoices.filter(
    (i) =>
      i.amount > 0 &&
      outstanding(b, i) > 0 &&
      !b.postings.some((p) => p.type === "INCOMING_PAYMENT" && p.invoiceNumber === String(i.invoiceNumber)),
  );
  const ref = (n: number) => ({
    invoiceNumber: String(open[n]!.invoiceNumber),
    externalInvoiceId: `tripletex:invoice:${open[n]!.id}`,
  });
  return { ...over, conn, b, open, ref };
}

describe("Tripletex write-back (issue 22)", () => {
  it("a payment is registered on the invoice (:payment) and answered by the posting the next sync reads", async () => {
    const { provider, conn, b, open, ref } = await setup();
    const inv = open[2]!;
    const before = outstanding(b, inv);
    // by number alone (no id known): the invoice is looked up
    const { externalId } = await provider.writeBack(conn, {
      key: "p1",
      kind: "payment",
      invoiceNumber: ref(2).invoiceNumber,
      amountOre: 12_345,
      date: "2026-11-20",
    });
    const posting = b.postings.find((p) => `tripletex:payment:${p.id}` === externalId)!;
    expect(posting).toMatchObject({
      type: "INCOMING_PAYMENT",
      amount: -123.45,
      date: "2026-11-20",
      invoiceNumber: String(inv.invoiceNumber),
      accountNumber: 1500,
    });
    expect(outstanding(b, inv)).toBeCloseTo(before - 123.45, 2);
    const next = await provider.syncPage(conn, null);
    expect(next.rows.filter((r) => r.externalId === externalId)).toHaveLength(1);
    // more than is outstanding: refused with Tripletex's figure, nothing booked
    const count = b.postings.length;
    const over = await failure(
      provider.writeBack(conn, {
        key: "p2",
        kind: "payment",
        ...ref(2),
        amountOre: Math.round(before * 100),
        date: "2026-11-21",
      }),
    );
    expect(over).toMatchObject({
      kind: "rejected",
      details: { detail: expect.stringContaining(String(inv.invoiceNumber)) },
    });
    expect(b.postings).toHaveLength(count);
  });

  it("a credit note credits the whole invoice once; a part of it is refused", async () => {
    const { provider, conn, b, open, ref } = await setup();
    const inv = open[4]!;
    const whole = Math.round(inv.amount * 100);
    const part = await failure(
      provider.writeBack(conn, {
        key: "c0",
        kind: "creditNote",
        ...ref(4),
        amountOre: whole - 100,
        date: "2026-11-20",
      }),
    );
    expect(part).toMatchObject({ kind: "rejected" });
    const first = await provider.writeBack(conn, {
      key: "c1",
      kind: "creditNote",
      ...ref(4),
      amountOre: whole,
      date: "2026-11-20",
      text: "Kreditert etter avtale",
    });
    const notes = () => b.invoices.filter((n) => n.creditedInvoice === inv.id);
    expect(notes()).toHaveLength(1);
    expect(notes()[0]).toMatchObject({
      amount: -inv.amount,
      invoiceDate: "2026-11-20",
      comment: "Kreditert etter avtale",
    });
    expect(first.externalId).toBe(`tripletex:creditNote:${notes()[0]!.id}`);
    expect(outstanding(b, inv)).toBe(0);
    // posted again (an answer lost): found, not made twice
    expect(
      await provider.writeBack(conn, {
        key: "c1",
        kind: "creditNote",
        ...ref(4),
        amountOre: whole,
        date: "2026-11-20",
      }),
    ).toEqual(first);
    expect(notes()).toHaveLength(1);
  });

  it("a write-off is a balanced voucher, loss against the customer's receivable, found again by its key", async () => {
    const { provider, conn, b, open, ref } = await setup();
    const inv = open[6]!;
    const entry = {
      key: "wo-6",
      kind: "writeOff" as const,
      reason: "collectionFailed" as const,
      ...ref(6),
      amountOre: 25_000,
      date: "2026-11-22",
    };
    const first = await provider.writeBack(conn, entry);
    const voucher = b.vouchers.find((v) => `tripletex:voucher:${v.id}` === first.externalId)!;
    expect(voucher).toMatchObject({
      externalVoucherNumber: "wo-6",
      date: "2026-11-22",
      description: expect.stringContaining("inkasso uten resultat"),
    });
    const lines = b.postings.filter((p) => p.voucherId === voucher.id);
    expect(lines.map((p) => [p.accountNumber, p.amount, p.customerId ?? null])).toEqual([
      [7830, 250, null],
      [1500, -250, inv.customerId],
    ]);
    expect(outstanding(b, inv)).toBeCloseTo(inv.amount - 250, 2);
    expect(await provider.writeBack(conn, entry)).toEqual(first);
    expect(b.vouchers.filter((v) => v.externalVoucherNumber === "wo-6")).toHaveLength(1);
    // the customer's own loss account, when chosen; one Tripletex lacks is refused, an unknown invoice not found
    await provider.writeBack(conn, { ...entry, key: "wo-6b", account: "1580" });
    expect(b.postings.some((p) => p.accountNumber === 1580 && p.amount === 250)).toBe(true);
    expect(await failure(provider.writeBack(conn, { ...entry, key: "wo-x", account: "7899" }))).toMatchObject({
      kind: "rejected",
    });
    expect(
      await failure(
        provider.writeBack(conn, { ...entry, key: "wo-y", invoiceNumber: "999999", externalInvoiceId: undefined }),
      ),
    ).toMatchObject({ kind: "notFound" });
  });

  it("revoke ends the session: the next call is unauthorized", async () => {
    const { provider, conn } = await setup();
    await provider.revoke(conn.tokens);
    expect(await failure(provider.orgUnits(conn))).toMatchObject({ kind: "unauthorized" });
    await expect(provider.revoke(conn.tokens)).resolves.toBeUndefined();
  });
});
