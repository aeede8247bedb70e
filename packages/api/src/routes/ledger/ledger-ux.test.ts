import { describe, expect, it } from "vitest";
import { call } from "../../../test/support";
import { ledgerOwner, newDebtor, newInvoice, newKid, newPayment, sessionOn } from "../../../test/ledger";

describe("the ledger needs an integration setting (SPEC 2, 6)", () => {
  it("answers 404 on every ledger call without one, keeps debtors, and opens once the setting is made", async () => {
    const { token, customerId } = await ledgerOwner("owner", { integration: false });
    const debtor = await newDebtor(token); // debtors are the customer's, not the ledger's
    expect((await call("GET", `/debtors/${debtor.id}`, { token })).status).toBe(200);
    const body = {
      debtorId: debtor.id,
      voucherDate: "2026-05-01",
      dueDate: "2026-05-15",
      amount: "100",
      number: "F-1",
    };
    for (const [method, path, b] of [
      ["GET", "/invoices", undefined],
      ["POST", "/invoices", body],
      ["POST", "/late-fees", body],
      ["POST", "/sentences", body],
      ["GET", "/payments", undefined],
      ["POST", "/payments", { voucherDate: "2026-05-01", amount: "1" }],
      ["GET", "/credit-notes", undefined],
      ["GET", "/corrections", undefined],
      ["POST", "/vouchers/x/move", { to: "payment" }],
      ["GET", `/debtors/${debtor.id}/ledger`, undefined],
      ["PATCH", `/debtors/${debtor.id}/exclude`, { excluded: true }],
      ["POST", `/debtors/${debtor.id}/write-off`, undefined],
      ["GET", `/debtors/${debtor.id}/interest-calculations?untilDate=2026-09-01`, undefined],
      ["GET", "/ledgers", undefined],
      ["GET", "/ledgers/summary", undefined],
      ["GET", "/ledgers/settings", undefined],
      ["POST", "/ledgers/export-statistics", undefined],
      ["GET", "/imports", undefined],
      ["GET", "/interest-calculations/proposals?untilDate=2026-09-01", undefined],
      ["POST", "/interest-calculations/notes", { debtorId: debtor.id, untilDate: "2026-09-01" }],
      ["GET", `/customers/${customerId}/vouchers?number=F-1`, undefined],
      ["POST", "/correction-exports", { from: "2026-01-01", to: "2026-12-31" }],
    ] as const) {
      const res = await call(method, path, { token, body: b });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect((await call("GET", "/integration-settings", { token })).status).toBe(200);
    // sales may read the setting but not change it (an account setting: editAccount)
    const sales = await sessionOn(customerId, "sales");
    expect((await call("POST", "/integration-settings", { token: sales, body: { integration: "file" } })).status).toBe(
      403,
    );
    expect((await call("POST", "/integration-settings", { token, body: { integration: "file" } })).status).toBe(200);
    expect((await call("GET", "/invoices", { token })).status).toBe(200);
    expect((await call("POST", "/invoices", { token, body })).status).toBe(201);
  });
});

describe("applying too much of a payment (B5)", () => {
  it("names the payment's unapplied amount, or the item's open amount, in both languages", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token, { amount: "1 108,80" });
    const small = await newInvoice(token, { amount: "100", debtorId: inv.debtorId });
    const pay = await newPayment(token, { amount: "500", debtorId: inv.debtorId, kid: newKid() });
    expect(pay.balanceOre).toBe(500_00);
    const apply = (amount: string, voucherId: string, lang: "no" | "en") =>
      call("POST", `/payments/${pay.id}/apply`, { token, lang, body: { allocations: [{ voucherId, amount }] } });
    expect((await apply("600", inv.id, "no")).body.errors.allocations).toEqual([
      "Du kan ikke avregne mer enn innbetalingen (500,00\u00a0kr).",
    ]);
    expect((await apply("600", inv.id, "en")).body.errors.allocations).toEqual([
      "You cannot apply more than the payment (500,00\u00a0kr).",
    ]);
    const tooMuchForItem = await apply("200", small.id, "no");
    expect(tooMuchForItem.status).toBe(422);
    expect(tooMuchForItem.body.errors.allocations).toEqual([
      `Du kan ikke avregne mer enn det som står åpent på posten ${small.number} (100,00\u00a0kr).`,
    ]);
    expect((await apply("200", small.id, "en")).body.errors.allocations).toEqual([
      `You cannot apply more than is open on item ${small.number} (100,00\u00a0kr).`,
    ]);
  });
});

describe("voucher search (B1)", () => {
  it("finds a payment by KID and by the number it names, with type=4", async () => {
    const { token, customerId } = await ledgerOwner();
    const debtor = await newDebtor(token);
    const k = newKid();
    const pay = await newPayment(token, { amount: "250", kid: k, invoiceNumber: "700024", debtorId: debtor.id });
    const byKid = await call("GET", `/customers/${customerId}/vouchers?kid=${k}&type=4`, { token });
    expect(byKid).toMatchObject({ status: 200, body: { total: 1 } });
    expect(byKid.body.data[0].id).toBe(pay.id);
    const byNumber = await call("GET", `/customers/${customerId}/vouchers?number=700024&type=4`, { token });
    expect(byNumber.body.data.map((v: any) => v.id)).toEqual([pay.id]);
    // a payment is not an invoice
    expect((await call("GET", `/customers/${customerId}/vouchers?kid=${k}&type=1`, { token })).body.total).toBe(0);
  });
});

describe("claims entered by hand (issue 8)", () => {
  it("takes every invoice type, late fees and sentences, with the SPEC's duplicate texts in both languages", async () => {
    const { token } = await ledgerOwner();
    const debtor = await newDebtor(token);
    const base = { debtorId: debtor.id, voucherDate: "2026-05-01", dueDate: "2026-05-15", amount: "1 000" };
    const types = [];
    for (const invoiceType of [1, 2, 3, 4, 5]) {
      const res = await call("POST", "/invoices", {
        token,
        body: { ...base, invoiceType, number: `H-${invoiceType}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      types.push(res.body.type);
    }
    expect(types).toEqual([1, 5, 6, 7, 8]);
    const again = await call("POST", "/invoices", {
      token,
      lang: "en",
      body: { ...base, invoiceType: 2, number: "H-1" },
    });
    expect(again).toMatchObject({
      status: 422,
      body: { errors: { number: ["Invoice H-1 already exists in the product"] } },
    });
    const fee = await call("POST", "/late-fees", {
      token,
      body: { debtorId: debtor.id, voucherDate: "2026-05-20", amount: "35" },
    });
    expect(fee).toMatchObject({ status: 201, body: { type: 2, amountOre: 3500 } });
    const sentence = { ...base, number: "21-123456TVI-OTIR/05", interestTotal: "120,50" };
    expect((await call("POST", "/sentences", { token, body: sentence })).status).toBe(201);
    const twice = await call("POST", "/sentences", { token, lang: "en", body: sentence });
    expect(twice).toMatchObject({ status: 422, body: { errors: { number: ["Sentence number already exists"] } } });
    const twiceNo = await call("POST", "/sentences", { token, body: sentence });
    expect(twiceNo.body.errors.number).toEqual(["Dommens referansenummer finnes allerede."]);
  });
});
