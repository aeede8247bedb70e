import { describe, expect, it } from "vitest";
import { call } from "../../../test/support";
import { debtorBody, ledgerOwner, newInvoice, newKid, newPayment, sessionOn } from "../../../test/ledger";

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe("invoices", () => {
  it("registers an invoice with a new debtor, reads, changes, deletes and restores it", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token, { amount: "1 234,50", kid: newKid() });
    expect(inv).toMatchObject({ type: 1, side: "debit", status: "open", amountOre: 123450, balanceOre: 123450 });
    expect(inv.id).toBe(inv.voucherId);
    expect((await call("GET", `/invoices/${inv.id}`, { token })).body).toMatchObject({
      id: inv.id,
      number: inv.number,
    });

    const put = await call("PUT", `/invoices/${inv.id}`, {
      token,
      body: { dueDate: "2026-06-01", description: "Mars" },
    });
    expect(put).toMatchObject({ status: 200, body: { dueDate: "2026-06-01", description: "Mars" } });

    const list = await call("GET", "/invoices", { token });
    expect(list).toMatchObject({ status: 200, body: { total: 1, totalAmountOre: 123450 } });
    expect(list.body.data[0].id).toBe(inv.id);

    const del = await call("DELETE", `/invoices/${inv.id}`, { token, lang: "en" });
    expect(del).toMatchObject({ status: 200, body: { message: "The voucher has been deleted." } });
    expect(del.body.data.deletedAt).toEqual(expect.any(Number));
    expect((await call("GET", "/invoices", { token })).body.total).toBe(0);
    expect((await call("GET", "/invoices?state=deleted", { token })).body.data.map((v: any) => v.id)).toEqual([inv.id]);

    const restored = await call("PUT", `/invoices/${inv.id}/restore`, { token });
    expect(restored).toMatchObject({ status: 200, body: { data: { id: inv.id, balanceOre: 123450 } } });
    expect((await call("GET", "/invoices", { token })).body.total).toBe(1);
  });

  it("refuses a taken invoice number in both languages, alone and in a batch (which changes nothing)", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token, { number: "F-1" });
    const again = {
      number: "F-1",
      voucherDate: "2026-05-01",
      dueDate: "2026-05-15",
      amount: "5",
      debtorId: inv.debtorId,
    };
    const en = await call("POST", "/invoices", { token, body: again, lang: "en" });
    expect(en).toMatchObject({
      status: 422,
      body: { errors: { number: ["Invoice F-1 already exists in the product"] } },
    });
    const no = await call("POST", "/invoices", { token, body: again, lang: "no" });
    expect(no.body.errors.number).toEqual(["Faktura F-1 finnes allerede i produktet."]);

    const batch = await call("POST", "/invoices/batch", {
      token,
      lang: "en",
      body: { items: [{ ...again, number: "F-2" }, again] },
    });
    expect(batch).toMatchObject({ status: 422, body: { errors: { "items.1.number": [expect.any(String)] } } });
    expect((await call("GET", "/invoices", { token })).body.total).toBe(1);

    const ok = await call("POST", "/invoices/batch", {
      token,
      body: {
        items: [
          { ...again, number: "F-2" },
          { ...again, number: "F-3", invoiceType: 2 },
        ],
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.map((v: any) => [v.number, v.type])).toEqual([
      ["F-2", 1],
      ["F-3", 5],
    ]);
  });

  it("answers 422 per field: amount, future date, KID, debtor's org number, batch items", async () => {
    const { token } = await ledgerOwner();
    const body = {
      number: "F-9",
      voucherDate: "2999-01-01",
      dueDate: "2999-01-15",
      amount: "abc",
      kid: "12345678",
      debtor: debtorBody({ orgNumber: "123456789" }),
    };
    const res = await call("POST", "/invoices", { token, body, lang: "en" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      amount: ["Please enter a number."],
      voucherDate: ["The date cannot be after today."],
      kid: [expect.stringContaining("KID")],
      "debtor.orgNumber": [expect.stringContaining("organisation number")],
    });
    const no = await call("POST", "/invoices", { token, body: { ...body, amount: "" }, lang: "no" });
    expect(no.body.errors.amount).toEqual(["Dette feltet er obligatorisk."]);
    const batch = await call("POST", "/payments/batch", {
      token,
      body: {
        items: [
          { voucherDate: "2026-06-01", amount: "10" },
          { voucherDate: "2026-06-01", amount: "abc" },
        ],
      },
    });
    expect(batch).toMatchObject({ status: 422, body: { errors: { "items.1.amount": [expect.any(String)] } } });
    expect((await call("GET", "/payments", { token })).body.total).toBe(0);
  });

  it("changes a batch, checking every item first", async () => {
    const { token } = await ledgerOwner();
    const a = await newInvoice(token);
    const b = await newInvoice(token, { debtorId: a.debtorId });
    const bad = await call("PUT", "/invoices/batch", {
      token,
      body: {
        items: [
          { id: a.id, description: "A" },
          { id: "nope", description: "B" },
        ],
      },
    });
    expect(bad).toMatchObject({ status: 422, body: { errors: { "items.1.id": [expect.any(String)] } } });
    expect((await call("GET", `/invoices/${a.id}`, { token })).body.description).toBeUndefined();
    const ok = await call("PUT", "/invoices/batch", {
      token,
      body: {
        items: [
          { id: a.id, description: "A" },
          { id: b.id, amount: "2000" },
        ],
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((v: any) => [v.description ?? null, v.amountOre])).toEqual([
      ["A", 100000],
      [null, 200000],
    ]);
  });
});

describe("the other voucher resources", () => {
  it("late fees, interest calculations and sentences are lists of their own type", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token);
    const charge = { debtorId: inv.debtorId, voucherDate: "2026-06-01", amount: "70", invoiceNumber: inv.number };
    const fee = await call("POST", "/late-fees", { token, body: charge });
    expect(fee).toMatchObject({ status: 201, body: { type: 2, amountOre: 7000, invoiceNumber: inv.number } });
    const interest = await call("POST", "/interest-calculations", { token, body: charge });
    expect(interest).toMatchObject({ status: 201, body: { type: 11 } });
    const sentence = { debtorId: inv.debtorId, number: "S-1", voucherDate: "2026-06-01", dueDate: "2026-06-15" };
    const s = await call("POST", "/sentences", {
      token,
      body: { ...sentence, amount: "5000", interestTotal: "302,26" },
    });
    expect(s).toMatchObject({ status: 201, body: { type: 12, interestTotalOre: 30226, judgmentDate: "2026-06-01" } });
    const dup = await call("POST", "/sentences", { token, body: { ...sentence, amount: "1" }, lang: "en" });
    expect(dup).toMatchObject({ status: 422, body: { errors: { number: ["Sentence number already exists"] } } });
    const dupNo = await call("POST", "/sentences", { token, body: { ...sentence, amount: "1" }, lang: "no" });
    expect(dupNo.body.errors.number).toEqual(["Dommens referansenummer finnes allerede."]);

    const ids = async (path: string) => (await call("GET", path, { token })).body.data.map((v: any) => v.id);
    expect(await ids("/late-fees")).toEqual([fee.body.id]);
    expect(await ids("/interest-calculations")).toEqual([interest.body.id]);
    expect(await ids("/sentences")).toEqual([s.body.id]);
    expect(await ids("/invoices")).toEqual([inv.id]);
    expect((await call("GET", "/late-fees", { token })).body).toMatchObject({ total: 1, totalAmountOre: 7000 });
    // an invoice is not a late fee
    expect((await call("GET", `/late-fees/${inv.id}`, { token })).status).toBe(404);
    expect((await call("DELETE", `/sentences/${fee.body.id}`, { token })).status).toBe(404);
  });

  it("credit notes pay the invoice they name; corrections and payments wait for manual treatment", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token, { amount: "1000" });
    const cn = await call("POST", "/credit-notes", {
      token,
      body: {
        debtorId: inv.debtorId,
        number: "K-1",
        voucherDate: "2026-06-01",
        amount: "200",
        invoiceNumber: inv.number,
      },
    });
    expect(cn).toMatchObject({ status: 201, body: { type: 3, side: "credit", status: "matched", balanceOre: 0 } });
    const dup = await call("POST", "/credit-notes", {
      token,
      lang: "en",
      body: { debtorId: inv.debtorId, number: "K-1", voucherDate: "2026-06-01", amount: "1" },
    });
    expect(dup.body.errors.number).toEqual(["Credit note K-1 already exists."]);

    const corr = await call("POST", "/corrections", {
      token,
      body: { debtorId: inv.debtorId, voucherDate: "2026-06-02", amount: "50" },
    });
    expect(corr).toMatchObject({ status: 201, body: { type: 9, side: "credit", status: "unmatched" } });
    expect((await call("GET", "/corrections", { token })).body).toMatchObject({ total: 1, totalAmountOre: 5000 });
    const applied = await call("POST", `/corrections/${corr.body.id}/apply`, {
      token,
      body: { allocations: [{ voucherId: inv.id, amount: "50" }] },
    });
    expect(applied).toMatchObject({ status: 200, body: { status: "matched", balanceOre: 0 } });
    expect((await call("GET", `/invoices/${inv.id}`, { token })).body.balanceOre).toBe(75000);

    const pay = await newPayment(token, { amount: "100" });
    expect(pay).toMatchObject({ status: "unmatched", debtorId: "unknown" });
    expect((await call("GET", "/ledgers/summary", { token })).body).toMatchObject({
      unmatchedPayments: 1,
      unmatchedPaymentsOre: 10000,
      unmatchedCreditNotes: 0,
      openItems: 1,
      openOre: 75000,
    });
    const tooMuch = await call("POST", `/payments/${pay.id}/apply`, {
      token,
      lang: "en",
      body: { allocations: [{ voucherId: inv.id, amount: "101" }] },
    });
    expect(tooMuch).toMatchObject({ status: 422, body: { errors: { allocations: [expect.any(String)] } } });
    const ok = await call("POST", `/payments/${pay.id}/apply`, {
      token,
      body: { allocations: [{ voucherId: inv.id, amount: "100" }] },
    });
    expect(ok).toMatchObject({ status: 200, body: { status: "matched", debtorId: inv.debtorId } });
    expect((await call("GET", "/ledgers/summary", { token })).body).toMatchObject({
      unmatchedPayments: 0,
      openOre: 65000,
    });
  });

  it("splits a payment only into parts that add up to it (Split amount error)", async () => {
    const { token } = await ledgerOwner();
    const a = await newInvoice(token, { amount: "300", kid: newKid() });
    const b = await newInvoice(token, { amount: "200", kid: newKid() });
    const pay = await newPayment(token, { amount: "500" });
    const wrong = await call("POST", `/payments/${pay.id}/split`, {
      token,
      lang: "en",
      body: {
        parts: [
          { amount: "300", kid: a.kid },
          { amount: "100", kid: b.kid },
        ],
      },
    });
    expect(wrong).toMatchObject({ status: 422, body: { errors: { parts: ["Split amount error"] } } });
    const wrongNo = await call("POST", `/payments/${pay.id}/split`, {
      token,
      lang: "no",
      body: {
        parts: [
          { amount: "300", kid: a.kid },
          { amount: "100", kid: b.kid },
        ],
      },
    });
    expect(wrongNo.body.errors.parts).toEqual([
      "Delbeløpene må til sammen bli det udisponerte beløpet av innbetalingen.",
    ]);
    const split = await call("POST", `/payments/${pay.id}/split`, {
      token,
      body: {
        parts: [
          { amount: "300", kid: a.kid },
          { amount: "200", kid: b.kid },
        ],
      },
    });
    expect(split.status).toBe(200);
    expect(split.body.data.map((p: any) => [p.amountOre, p.status, p.splitFrom])).toEqual([
      [30000, "matched", pay.id],
      [20000, "matched", pay.id],
    ]);
    expect((await call("GET", "/ledgers", { token })).body.total).toBe(0);
    // a split payment's original is gone (nothing of it was applied)
    expect((await call("GET", `/payments/${pay.id}`, { token })).status).toBe(404);
  });

  it("moves a claim to the payments page and back (a numbered one changes id)", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token);
    const moved = await call("POST", `/vouchers/${inv.id}/move`, { token, body: { to: "payment" } });
    expect(moved).toMatchObject({ status: 200, body: { type: 4, side: "credit" } });
    expect((await call("GET", `/payments/${moved.body.id}`, { token })).status).toBe(200);
    expect((await call("GET", "/invoices", { token })).body.total).toBe(0);
    const back = await call("POST", `/vouchers/${moved.body.id}/move`, { token, body: { to: "invoice" } });
    expect(back).toMatchObject({ status: 200, body: { type: 1, number: inv.number } });
    const bad = await call("POST", `/vouchers/${inv.id}/move`, { token, body: { to: "sentence" } });
    expect(bad.status).toBe(422);
  });
});

describe("payments against one invoice", () => {
  it("five concurrent payments with the invoice's KID never take it below 0, and apply exactly its amount", async () => {
    const { token } = await ledgerOwner();
    const kid = newKid();
    const inv = await newInvoice(token, { amount: "1000", kid });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/payments", { token, body: { voucherDate: "2026-06-01", amount: "300", kid } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const after = (await call("GET", `/invoices/${inv.id}`, { token })).body;
    expect(after.balanceOre).toBe(0);
    expect(sum(after.allocations.map((a: any) => a.amountOre))).toBe(100000);
    const payments = await Promise.all(results.map((r) => call("GET", `/payments/${r.body.id}`, { token })));
    const applied = payments.map((p) => p.body.amountOre - p.body.balanceOre);
    expect(applied.every((x) => x >= 0)).toBe(true);
    expect(sum(applied)).toBe(100000);
    expect((await call("GET", "/payments", { token })).body).toMatchObject({ total: 2, totalAmountOre: 50000 });
    expect((await call("GET", "/ledgers/summary", { token })).body).toMatchObject({
      openItems: 0,
      unmatchedPaymentsOre: 50000,
    });
    // closed invoices: paid late (its interest not charged yet) and paid in time, newest voucher date first
    const onTime = await newInvoice(token, {
      amount: "100",
      dueDate: "2026-07-01",
      voucherDate: "2026-05-02",
      debtorId: inv.debtorId,
    });
    const rest = payments.find((p) => p.body.balanceOre >= 10000)!.body;
    const paid = await call("POST", `/payments/${rest.id}/apply`, {
      token,
      body: { allocations: [{ voucherId: onTime.id, amount: "100" }] },
    });
    expect(paid.status).toBe(200);
    const closed = await call("GET", "/invoices?state=closed", { token });
    expect(closed.body).toMatchObject({ total: 2, totalAmountOre: 0 });
    expect(closed.body.data.map((v: any) => v.id)).toEqual([onTime.id, inv.id]);
    const second = await call("GET", "/invoices?state=closed&rowsPerPage=1&page=2", { token });
    expect(second.body.data.map((v: any) => v.id)).toEqual([inv.id]);
  });

  it("a repeated POST with the same Idempotency-Key creates one payment (also when sent at once)", async () => {
    const { token } = await ledgerOwner();
    const body = { voucherDate: "2026-06-01", amount: "250" };
    const headers = { "Idempotency-Key": "bank-2026-06-01-0001" };
    const first = await call("POST", "/payments", { token, body, headers });
    const again = await call("POST", "/payments", { token, body, headers });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    const racing = await Promise.all(
      [1, 2, 3].map(() => call("POST", "/payments", { token, body, headers: { "Idempotency-Key": "race-1" } })),
    );
    expect(new Set(racing.map((r) => r.body.id)).size).toBe(1);
    expect((await call("GET", "/payments", { token })).body.total).toBe(2);
    // the key of an invoice: a repeat answers the first invoice, a new key with the same number is refused
    const inv = {
      number: "F-77",
      voucherDate: "2026-05-01",
      dueDate: "2026-05-15",
      amount: "10",
      debtor: debtorBody(),
    };
    const i1 = await call("POST", "/invoices", { token, body: inv, headers: { "Idempotency-Key": "inv-77" } });
    const i2 = await call("POST", "/invoices", { token, body: inv, headers: { "Idempotency-Key": "inv-77" } });
    expect(i2).toMatchObject({ status: 201, body: { id: i1.body.id } });
    const other = await call("POST", "/invoices", {
      token,
      body: { ...inv, amount: "11" },
      headers: { "Idempotency-Key": "x" },
    });
    expect(other.status).toBe(422);
  });
});

describe("rights on the ledger", () => {
  it("answers 404 for another customer's voucher ids, changing nothing", async () => {
    const a = await ledgerOwner();
    const b = await ledgerOwner();
    const inv = await newInvoice(a.token);
    const pay = await newPayment(b.token);
    for (const [method, path, body] of [
      ["GET", `/invoices/${inv.id}`, undefined],
      ["PUT", `/invoices/${inv.id}`, { description: "kapret" }],
      ["DELETE", `/invoices/${inv.id}`, undefined],
      ["PUT", `/invoices/${inv.id}/restore`, undefined],
      ["POST", `/vouchers/${inv.id}/move`, { to: "payment" }],
      ["GET", `/debtors/${inv.debtorId}`, undefined],
      ["GET", `/customers/${a.customerId}/vouchers?number=${inv.number}`, undefined],
    ] as const) {
      const res = await call(method, path, { token: b.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Fjordkaffe");
    }
    const apply = await call("POST", `/payments/${pay.id}/apply`, {
      token: b.token,
      body: { allocations: [{ voucherId: inv.id, amount: "1" }] },
    });
    expect(apply.status).toBe(422);
    expect((await call("GET", `/invoices/${inv.id}`, { token: a.token })).body).toMatchObject({ balanceOre: 100000 });
  });

  it("sales reads the loaded customer's ledger and gets 403 on changes; without a loaded customer 404", async () => {
    const { token, customerId } = await ledgerOwner();
    const inv = await newInvoice(token);
    const sales = await sessionOn(customerId, "sales");
    expect((await call("GET", "/invoices", { token: sales })).body.total).toBe(1);
    expect((await call("GET", `/invoices/${inv.id}`, { token: sales })).status).toBe(200);
    const body = { voucherDate: "2026-06-01", amount: "1" };
    expect((await call("POST", "/payments", { token: sales, body })).status).toBe(403);
    expect((await call("DELETE", `/invoices/${inv.id}`, { token: sales })).status).toBe(403);
    const admin = await sessionOn(customerId, "admin");
    expect((await call("POST", "/payments", { token: admin, body })).status).toBe(201);
    const { createUser, signIn } = await import("../../../test/support");
    const lone = await createUser();
    const loneToken = (await signIn(lone.email)).user.accessToken;
    expect((await call("GET", "/invoices", { token: loneToken })).status).toBe(404);
    expect((await call("POST", "/payments", { token: loneToken, body })).status).toBe(404);
  });
});
