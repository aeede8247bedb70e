import { describe, expect, it } from "vitest";
import { BANK_ACCOUNT, grossOf, settledOf } from "../../../../../scripts/local/fakes/fiken-data";
import { Clock } from "../../clock";
import { AccountingError, type WriteBack } from "../provider";
import { overFake } from "./fiken.fixture";

/**
 * Write-back to the local Fiken (docs/accounting-fiken.md "Write-back"): each entry visible in Fiken's books, posted
 * once however often it is sent, Fiken's refusals as "rejected" with Fiken's words, an unknown invoice "notFound".
 */

async function setUp() {
  const f = overFake();
  const c = await f.connect();
  const b = f.fake.books();
  const open = b.invoices.filter((i) => !settledOf(b, i) && i.payments.length === 0 && i.creditNoteIds.length === 0);
  const posts = () =>
    f.requests
      .filter((r) => r.method !== "GET" && r.url.pathname.includes("/api/v2/"))
      .map((r) => `${r.method} ${r.url.pathname.replace(/^.*\/companies\/[^/]+/, "")}`);
  return { f, c, b, open, posts };
}
const entry = (over: Partial<WriteBack> & Pick<WriteBack, "invoiceNumber" | "amountOre">): WriteBack =>
  ({ key: "wb-1", kind: "payment", date: Clock.today(), ...over }) as WriteBack;

describe("writing back to Fiken", () => {
  it("a write-off is the sale's tapsføring with Fiken's reason, once", async () => {
    const { f, c, open, posts } = await setUp();
    const [a, b2] = open;
    const written = await f.provider.writeBack(
      c,
      entry({
        key: "wo-1",
        kind: "writeOff",
        reason: "collectionFailed",
        invoiceNumber: String(a!.invoiceNumber),
        amountOre: grossOf(a!.lines),
      }),
    );
    expect(written).toEqual({ externalId: `fiken:sale:${a!.saleId}` });
    expect(a!.writeOff).toEqual({ type: "COLLECTION_FAILED", date: Clock.today(), comment: "Innfri wo-1" });
    // sent again (a retry after a lost answer): found written off, not posted twice
    expect(
      await f.provider.writeBack(
        c,
        entry({
          key: "wo-1",
          kind: "writeOff",
          reason: "collectionFailed",
          invoiceNumber: String(a!.invoiceNumber),
          amountOre: 1,
        }),
      ),
    ).toEqual(written);
    expect(posts()).toEqual([`PATCH /sales/${a!.saleId}/writeOff`]);
    await f.provider.writeBack(
      c,
      entry({
        key: "wo-2",
        kind: "writeOff",
        reason: "debtorBankrupt",
        invoiceNumber: String(b2!.invoiceNumber),
        amountOre: 1,
      }),
    );
    expect(b2!.writeOff?.type).toBe("CUSTOMER_BANKRUPTCY");
  });

  it("a payment is posted on the sale to the chosen or the bank account, once", async () => {
    const { f, c, open, posts } = await setUp();
    const inv = open[0]!;
    const e = entry({ key: "pay-1", invoiceNumber: String(inv.invoiceNumber), amountOre: 1_234_50 });
    const done = await f.provider.writeBack(c, e);
    expect(inv.payments).toEqual([
      { paymentId: expect.any(Number), date: Clock.today(), account: BANK_ACCOUNT, amount: 1_234_50 },
    ]);
    expect(done).toEqual({ externalId: `fiken:payment:${inv.payments[0]!.paymentId}` });
    expect(await f.provider.writeBack(c, e)).toEqual(done);
    expect(inv.payments).toHaveLength(1);
    expect(posts()).toEqual([`POST /sales/${inv.saleId}/payments`]);
    // by the sync's id of the invoice, to an account the customer chose
    await f.provider.writeBack(c, {
      ...e,
      key: "pay-2",
      externalInvoiceId: `fiken:invoice:${inv.invoiceId}`,
      invoiceNumber: "0",
      account: "1920:10002",
      amountOre: 10_00,
    });
    expect(inv.payments[1]).toMatchObject({ account: "1920:10002", amount: 10_00 });
  });

  it("a credit note: the whole invoice in full, a part on the invoice's own VAT type, found again by our key", async () => {
    const { f, c, b, open, posts } = await setUp();
    const [whole, part] = open;
    const all = await f.provider.writeBack(
      c,
      entry({
        key: "cn-1",
        kind: "creditNote",
        invoiceNumber: String(whole!.invoiceNumber),
        amountOre: grossOf(whole!.lines),
      }),
    );
    expect(settledOf(b, whole!)).toBe(true);
    const made = b.creditNotes.find((n) => n.invoiceId === whole!.invoiceId)!;
    expect(all).toEqual({ externalId: `fiken:creditNote:${made.creditNoteId}` });
    expect(made.creditNoteText).toContain("Innfri cn-1");
    const e = entry({
      key: "cn-2",
      kind: "creditNote",
      text: "Avslag etter forlik",
      invoiceNumber: String(part!.invoiceNumber),
      amountOre: 500_00,
    });
    const partial = await f.provider.writeBack(c, e);
    const cn = b.creditNotes.find((n) => n.invoiceId === part!.invoiceId)!;
    expect(grossOf(cn.lines)).toBe(500_00);
    expect(cn.lines[0]).toMatchObject({
      vatType: part!.lines[0]!.vatType,
      incomeAccount: part!.lines[0]!.incomeAccount,
      net: 400_00,
    });
    expect(await f.provider.writeBack(c, e)).toEqual(partial);
    expect(posts()).toEqual(["POST /creditNotes/full", "POST /creditNotes/partial"]);
  });

  it("Fiken's refusals are 'rejected' with its words; an unknown invoice is 'notFound'", async () => {
    const { f, c, b } = await setUp();
    const paid = b.invoices.find((i) => settledOf(b, i))!;
    const refused = await f.provider
      .writeBack(
        c,
        entry({ kind: "writeOff", reason: "irrecoverable", invoiceNumber: String(paid.invoiceNumber), amountOre: 1 }),
      )
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AccountingError);
    expect(refused).toMatchObject({
      kind: "rejected",
      details: { detail: expect.stringContaining("settled in Fiken") },
    });
    const open = b.invoices.find((i) => !settledOf(b, i))!;
    // Fiken's own 400: the write-off date must be after the sale date
    const early = await f.provider
      .writeBack(
        c,
        entry({
          kind: "writeOff",
          reason: "irrecoverable",
          date: "2000-01-01",
          invoiceNumber: String(open.invoiceNumber),
          amountOre: 1,
        }),
      )
      .catch((e: unknown) => e);
    expect(early).toMatchObject({
      kind: "rejected",
      details: { status: 400, detail: "The write-off date must be after the sale date" },
    });
    await expect(
      f.provider.writeBack(c, entry({ invoiceNumber: "99999", amountOre: 1 })).catch((e: AccountingError) => e.kind),
    ).resolves.toBe("notFound");
  });
});
