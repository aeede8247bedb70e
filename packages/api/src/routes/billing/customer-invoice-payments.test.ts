import { describe, expect, it } from "vitest";
import { issueInvoice } from "@innfri/core/billing/invoices/issue-invoice";
import { invoiceKeyOf } from "@innfri/core/billing/invoices/invoice-keys";
import { db } from "@innfri/core/dynamo/db";
import { kidFor, ocrFile } from "@innfri/core/ledger/import/fixtures/generate";
import { ledgerOwner } from "../../../test/ledger";
import { call, createUser, signIn } from "../../../test/support";

const lines = [
  { description: { no: "Plan Start", en: "Plan Start" }, quantity: 1, unit: "month", unitPriceOre: 49_900 },
];
const TOTAL = 62_375; // 499,00 kr and 25 % VAT

async function admin() {
  return (await signIn((await createUser({ type: "admin" })).email)).user.accessToken;
}
const invoice = async (customerId: string) => (await issueInvoice(customerId, { lines })).invoice;
const paymentsOf = async (customerId: string, number: number) =>
  (
    await db()
      .entities.customerInvoicePayment.query.byCustomer({ customerId })
      .begins({ paymentKey: invoiceKeyOf(number) })
      .go({ pages: "all" })
  ).data;

describe("payments of our invoices (issue 19): POST /customer-invoices/{id}/payments, /ocr-payments", () => {
  it("a payment sent again with its Idempotency-Key is recorded once, also when both are sent at once", async () => {
    const [token, o] = await Promise.all([admin(), ledgerOwner("owner", { integration: false })]);
    const inv = await invoice(o.customerId);
    const pay = (key: string, amountOre = 20_000) =>
      call("POST", `/customer-invoices/${inv.number}/payments`, {
        token,
        body: { amountOre, kid: inv.kid },
        headers: { "idempotency-key": key },
        lang: "en",
      });
    const first = await pay("pay-1");
    expect([first.status, first.body.paidOre]).toEqual([201, 20_000]);
    const again = await pay("pay-1");
    expect([again.status, again.body.paidOre]).toEqual([200, 20_000]);
    const other = await pay("pay-1", 100);
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(["idempotency-key"]);

    const both = await Promise.all([pay("pay-2", 1_000), pay("pay-2", 1_000)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect((await paymentsOf(o.customerId, inv.number)).map((p) => p.amountOre).sort()).toEqual([1_000, 20_000]);
    const now = await call("GET", `/customer-invoices?customerId=${o.customerId}`, { token });
    expect(now.body.data[0].paidOre).toBe(21_000);
  });

  it("our bank's OCR file: part payment, overpayment, unknown KID; read again it records nothing; not OCR is a 422", async () => {
    const [token, o] = await Promise.all([admin(), ledgerOwner("owner", { integration: false })]);
    const [a, b] = [await invoice(o.customerId), await invoice(o.customerId)];
    const text = ocrFile(
      [
        { kid: a.kid, amountOre: 20_000, date: "2026-11-02" },
        { kid: b.kid, amountOre: TOTAL + 5_000, date: "2026-11-03" },
        { kid: kidFor("999999999"), amountOre: 700, date: "2026-11-03" },
      ],
      { transmissionNumber: "0000901" },
    );
    const read = () =>
      call("POST", "/customer-invoices/ocr-payments", {
        token,
        raw: text,
        headers: { "content-type": "application/octet-stream" },
        lang: "en",
      });
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.body.transactions.map((t: any) => [t.number, t.outcome, t.paidOre, t.surplusOre])).toEqual([
      [a.number, "matched", 20_000, 0],
      [b.number, "overpaying", TOTAL, 5_000],
      [999_999_999, "unknownKid", 0, 0],
    ]);
    expect(first.body.message).toBe(
      "2 payments recorded (1 of them with a surplus to pay back), 0 recorded before, 1 with an unknown KID, 0 refused.",
    );
    const second = await read();
    expect(second.body.transactions.map((t: any) => t.outcome)).toEqual([
      "alreadyRecorded",
      "alreadyRecorded",
      "unknownKid",
    ]);
    expect((await paymentsOf(o.customerId, a.number)).map((p) => [p.amountOre, p.source])).toEqual([[20_000, "ocr"]]);
    expect((await paymentsOf(o.customerId, b.number)).map((p) => [p.amountOre, p.surplusOre])).toEqual([
      [TOTAL, 5_000],
    ]);
    const list = await call("GET", `/customer-invoices?customerId=${o.customerId}`, { token });
    expect(list.body.data.map((i: any) => i.paidOre)).toEqual([TOTAL, 20_000]);
    const all = await call("GET", "/customer-invoices/all?rowsPerPage=100", { token });
    expect(all.body.data.find((i: any) => i.number === b.number)).toMatchObject({
      customerName: expect.stringMatching(/^Kunde .* AS$/),
      paidOre: TOTAL,
    });
    expect(all.body.total).toBeGreaterThanOrEqual(b.number);

    const csv = await call("POST", "/customer-invoices/ocr-payments", {
      token,
      raw: "Fakturanr;Beløp\n1;100\n",
      headers: { "content-type": "application/octet-stream" },
      lang: "en",
    });
    expect(csv.status).toBe(422);
    expect(csv.body.errors.file).toEqual([
      "The file is not an OCR giro file from the bank: an OCR file begins with the start record NY000010 and has records of 80 characters.",
    ]);
  });
});
