/**
 * Issue 8 (security review F7, F9, F10, F12d-g): bounded amounts, strings and pages, idempotency keys bound to
 * their request, control characters, SVG logos and CORS. Each case was a 500, a silent wrong answer or an
 * unguarded value before.
 */
import { describe, expect, it } from "vitest";
import { app } from "../../app";
import { call, createUser, signIn } from "../../../test/support";
import { debtorBody, ledgerOwner, newInvoice, newOrgNumber, newPayment } from "../../../test/ledger";
import { caseOwner, newCase } from "../../../test/cases";

const TOO_LARGE = {
  no: "Beløpet er for stort (høyst 10 000 000 000 kr).",
  en: "The amount is too large (at most NOK 10,000,000,000).",
};

/** A valid body of each voucher resource with `amount`. */
const bodies = (amount: unknown): Record<string, Record<string, unknown>> => ({
  invoices: {
    debtor: debtorBody(),
    number: `F-${Math.random()}`,
    voucherDate: "2026-05-01",
    dueDate: "2026-05-15",
    amount,
  },
  "late-fees": { debtor: debtorBody(), voucherDate: "2026-05-01", amount },
  "interest-calculations": { debtor: debtorBody(), voucherDate: "2026-05-01", amount },
  sentences: {
    debtor: debtorBody(),
    number: `D-${Math.random()}`,
    voucherDate: "2026-05-01",
    dueDate: "2026-05-15",
    amount,
  },
  "credit-notes": { debtor: debtorBody(), number: `K-${Math.random()}`, voucherDate: "2026-05-01", amount },
  payments: { voucherDate: "2026-05-01", amount },
  corrections: { debtor: debtorBody(), voucherDate: "2026-05-01", amount },
});

describe("amounts are bounded (F7)", () => {
  it("refuses amounts above NOK 10 000 000 000 and non-finite ones on every voucher type and batch, in both languages", async () => {
    const { token } = await ledgerOwner();
    for (const [resource, body] of Object.entries(bodies("10 000 000 000,01"))) {
      const one = await call("POST", `/${resource}`, { token, body, lang: "en" });
      expect(one.status, resource).toBe(422);
      expect(one.body.errors.amount, resource).toEqual([TOO_LARGE.en]);
      const batch = await call("POST", `/${resource}/batch`, { token, body: { items: [body] } });
      expect(batch.status, resource).toBe(422);
      expect(batch.body.errors["items.0.amount"], resource).toEqual([TOO_LARGE.no]);
    }
    for (const amount of [1e308, 1e21, "9007199254740991", 90071992547409.91, "1".repeat(400)]) {
      const res = await call("POST", "/payments", { token, body: { voucherDate: "2026-05-01", amount } });
      expect(res.status, String(amount)).toBe(422);
    }
    // the largest amount is accepted, and nothing of the refused ones was written
    const max = await call("POST", "/payments", { token, body: { voucherDate: "2026-05-01", amount: "10000000000" } });
    expect(max).toMatchObject({ status: 201, body: { amountOre: 1_000_000_000_000 } });
    const summary = await call("GET", "/ledgers/summary", { token });
    expect(summary).toMatchObject({ status: 200, body: { unmatchedPayments: 1, openItems: 0 } });
    expect((await call("GET", "/invoices", { token })).body.total).toBe(0);
  });

  it("refuses a too large amount on a voucher's change and a sentence's interest total", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token);
    const put = await call("PUT", `/invoices/${inv.id}`, { token, body: { amount: 1e13 } });
    expect(put.status).toBe(422);
    expect(put.body.errors.amount).toEqual([TOO_LARGE.no]);
    const batch = await call("PUT", "/invoices/batch", { token, body: { items: [{ id: inv.id, amount: "1e308" }] } });
    expect(batch.status).toBe(422);
    const sentence = { ...bodies("100").sentences, interestTotal: 1e300 };
    expect((await call("POST", "/sentences", { token, body: sentence })).status).toBe(422);
  });
});

describe("amounts are decimal-exact (G10)", () => {
  const NOT_A_NUMBER = { no: "Skriv inn et tall.", en: "Please enter a number." };

  it("refuses a JSON number with more than two decimals like the same text, on every amount field, and writes nothing", async () => {
    const { token } = await ledgerOwner();
    // the text form first: the message the numbers must give too
    const text = await call("POST", "/payments", { token, body: { voucherDate: "2026-05-01", amount: "12,345" }, lang: "en" });
    expect(text.body.errors.amount).toEqual([NOT_A_NUMBER.en]);
    for (const amount of [12.345, 1.005, 0.305, 0.015, 0.1 + 0.2]) {
      for (const [resource, body] of Object.entries(bodies(amount))) {
        const one = await call("POST", `/${resource}`, { token, body, lang: "en" });
        expect(one.status, `${resource} ${amount}`).toBe(422);
        expect(one.body.errors.amount, `${resource} ${amount}`).toEqual([NOT_A_NUMBER.en]);
        const batch = await call("POST", `/${resource}/batch`, { token, body: { items: [body] } });
        expect(batch.body.errors?.["items.0.amount"], `${resource} batch ${amount}`).toEqual([NOT_A_NUMBER.no]);
      }
    }
    const sentence = await call("POST", "/sentences", { token, body: { ...bodies("100").sentences, interestTotal: 1.005 } });
    expect(sentence.body.errors?.interestTotal).toEqual([NOT_A_NUMBER.no]);
    expect((await call("GET", "/ledgers/summary", { token })).body).toMatchObject({ unmatchedPayments: 0, openItems: 0 });
    // two decimals as a number are fine, to the øre
    const ok = await call("POST", "/payments", { token, body: { voucherDate: "2026-05-01", amount: 12.34 } });
    expect(ok).toMatchObject({ status: 201, body: { amountOre: 1234 } });
  });

  it("refuses them on a voucher's change, an apply, a split and a case payment", async () => {
    const { token } = await caseOwner();
    const inv = await newInvoice(token);
    const put = await call("PUT", `/invoices/${inv.id}`, { token, body: { amount: 12.345 } });
    expect(put.body.errors?.amount).toEqual([NOT_A_NUMBER.no]);
    const pay = await newPayment(token, { amount: "100" });
    const apply = await call("POST", `/payments/${pay.id}/apply`, {
      token,
      body: { allocations: [{ voucherId: inv.id, amount: 0.305 }] },
    });
    expect(apply.body.errors?.["allocations.0.amount"]).toEqual([NOT_A_NUMBER.no]);
    const split = await call("POST", `/payments/${pay.id}/split`, { token, body: { parts: [{ amount: 50.005 }, { amount: 49.995 }] } });
    expect(split.body.errors?.["parts.0.amount"]).toEqual([NOT_A_NUMBER.no]);
    const { case: c } = await newCase(token);
    const onCase = await call("POST", `/cases/${c.id}/vouchers`, {
      token,
      body: { voucherDate: "2026-05-01", amount: 12.345 },
      lang: "en",
    });
    expect(onCase).toMatchObject({ status: 422, body: { errors: { amount: [NOT_A_NUMBER.en] } } });
    expect((await call("GET", `/cases/${c.id}/payments`, { token })).body.data).toEqual([]);
  });
});

describe("no 500 from bad input (F9)", () => {
  it("refuses a batch item's id of 1 MB (422 on items.0.id)", async () => {
    const { token } = await ledgerOwner();
    for (const resource of Object.keys(bodies(1))) {
      const res = await call("PUT", `/${resource}/batch`, { token, body: { items: [{ id: "x".repeat(1_000_000) }] } });
      expect(res.status, resource).toBe(422);
      expect(Object.keys(res.body.errors), resource).toEqual(["items.0.id"]);
    }
  });

  it("refuses strings without a bound: a phone of 1 MB, a KID of 1 MB, a debtor's org number of 1 MB", async () => {
    const { token } = await ledgerOwner();
    const phone = await call("POST", "/debtors", {
      token,
      body: debtorBody({ phone: `+47${" ".repeat(1_000_000)}41234567` }),
    });
    expect(phone.status).toBe(422);
    expect(Object.keys(phone.body.errors)).toEqual(["phone"]);
    const kid = await call("POST", "/payments", {
      token,
      body: { voucherDate: "2026-05-01", amount: 1, kid: "1".repeat(1_000_000) },
    });
    expect(kid.status).toBe(422);
    const org = await call("POST", "/debtors", { token, body: debtorBody({ orgNumber: "9".repeat(1_000_000) }) });
    expect(org.status).toBe(422);
  });

  it("bounds page (422 beyond 1000, both languages) and answers a page past the end empty", async () => {
    const { token } = await ledgerOwner();
    await newInvoice(token);
    await newPayment(token);
    for (const path of ["/invoices", "/late-fees", "/payments", "/ledgers", "/debtors", "/customers/x/vouchers"]) {
      const res = await call("GET", `${path}?page=99999999`, { token, lang: "en" });
      expect(res.status, path).not.toBe(500);
      expect([404, 422], path).toContain(res.status);
    }
    const deep = await call("GET", "/payments?page=99999999", { token, lang: "en" });
    expect(deep.status).toBe(422);
    expect(deep.body.errors.page[0]).toMatch(/at most page 1000/);
    const deepNo = await call("GET", "/ledgers?page=1001", { token });
    expect(deepNo.body.errors.page[0]).toMatch(/høyst side 1000/);
    for (const path of ["/payments", "/invoices", "/late-fees", "/ledgers", "/invoices?state=closed"]) {
      const res = await call("GET", `${path}${path.includes("?") ? "&" : "?"}page=1000&rowsPerPage=100`, { token });
      expect(res.status, path).toBe(200);
      expect(res.body.data, path).toEqual([]);
    }
    expect((await call("GET", "/payments?page=1000", { token })).body.total).toBe(1);
  });

  it("merges the same voucher named twice in one apply, and checks the sum against its balance", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token, { amount: "100" });
    const pay = await newPayment(token, { debtorId: inv.debtorId, amount: "200" });
    const over = await call("POST", `/payments/${pay.id}/apply`, {
      token,
      lang: "en",
      body: {
        allocations: [
          { voucherId: inv.id, amount: 80 },
          { voucherId: inv.id, amount: 70 },
        ],
      },
    });
    expect(over.status).toBe(422);
    // 150 on an invoice with 100 open (the payment has 200): the message names the item and what is open on it
    expect(over.body.errors.allocations.map((m: string) => m.replace(/\s/g, " "))).toEqual([
      `You cannot apply more than is open on item ${inv.number} (100,00 kr).`,
    ]);
    const ok = await call("POST", `/payments/${pay.id}/apply`, {
      token,
      body: {
        allocations: [
          { voucherId: inv.id, amount: 60 },
          { voucherId: inv.id, amount: 40 },
        ],
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ balanceOre: 10000, allocations: [{ voucherId: inv.id, amountOre: 10000 }] });
    expect((await call("GET", `/invoices/${inv.id}`, { token })).body).toMatchObject({
      balanceOre: 0,
      status: "closed",
    });
  });
});

describe("an Idempotency-Key means one request (F10)", () => {
  const KEY_REUSED = {
    no: "Denne Idempotency-Key er allerede brukt for en annen forespørsel. Bruk en ny nøkkel for en ny forespørsel.",
    en: "This Idempotency-Key has already been used for a different request. Use a new key for a new request.",
  };

  it("answers the first payment for the same body, and 422 for another body (nothing booked)", async () => {
    const { token } = await ledgerOwner();
    const headers = { "idempotency-key": "k-payment-1" };
    const first = await call("POST", "/payments", {
      token,
      headers,
      body: { voucherDate: "2026-05-01", amount: "100" },
    });
    expect(first.status).toBe(201);
    const again = await call("POST", "/payments", {
      token,
      headers,
      body: { amount: "100,00", voucherDate: "2026-05-01" },
    });
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id, amountOre: 10000 } });
    const other = await call("POST", "/payments", {
      token,
      headers,
      lang: "en",
      body: { voucherDate: "2026-05-01", amount: "555" },
    });
    expect(other.status).toBe(422);
    expect(other.body.errors["idempotency-key"]).toEqual([KEY_REUSED.en]);
    const otherNo = await call("POST", "/payments", {
      token,
      headers,
      body: { voucherDate: "2026-05-01", amount: "555" },
    });
    expect(otherNo.body.errors["idempotency-key"]).toEqual([KEY_REUSED.no]);
    expect((await call("GET", "/payments", { token })).body).toMatchObject({ total: 1, totalAmountOre: 10000 });
  });

  it("does the same for numbered vouchers and batches", async () => {
    const { token } = await ledgerOwner();
    const headers = { "idempotency-key": "k-invoice-1" };
    const body = { ...bodies("1000").invoices, number: "F-IDEM-1" };
    expect((await call("POST", "/invoices", { token, headers, body })).status).toBe(201);
    expect((await call("POST", "/invoices", { token, headers, body })).status).toBe(201);
    const other = await call("POST", "/invoices", { token, headers, body: { ...body, amount: "2000" } });
    expect(other.status).toBe(422);
    expect(other.body.errors["idempotency-key"]).toEqual([KEY_REUSED.no]);
    // without the key, the taken number answers as before
    const noKey = await call("POST", "/invoices", { token, body: { ...body, amount: "2000" } });
    expect(noKey.body.errors.number).toEqual(["Faktura F-IDEM-1 finnes allerede i produktet."]);

    const batchHeaders = { "idempotency-key": "k-batch-1" };
    const items = [
      { voucherDate: "2026-05-01", amount: "10" },
      { voucherDate: "2026-05-01", amount: "20" },
    ];
    const b1 = await call("POST", "/payments/batch", { token, headers: batchHeaders, body: { items } });
    expect(b1.status).toBe(201);
    const b2 = await call("POST", "/payments/batch", { token, headers: batchHeaders, body: { items } });
    expect(b2.body.data.map((v: any) => v.id)).toEqual(b1.body.data.map((v: any) => v.id));
    const b3 = await call("POST", "/payments/batch", {
      token,
      headers: batchHeaders,
      lang: "en",
      body: { items: [...items, { voucherDate: "2026-05-01", amount: "30" }] },
    });
    expect(b3.status).toBe(422);
    expect(b3.body.errors["idempotency-key"]).toEqual([KEY_REUSED.en]);
    expect((await call("GET", "/payments", { token })).body).toMatchObject({ total: 2, totalAmountOre: 3000 });
  });
});

describe("the rest of F12", () => {
  it("strips control characters from names and the mail subject (CRLF never survives)", async () => {
    const u = await createUser();
    const token = (await signIn(u.email)).user.accessToken;
    const created = await call("POST", `/users/${u.userId}/customers`, {
      token,
      body: {
        name: "Fjord\u0000lys\u202E AS\r\n",
        orgNumber: newOrgNumber(),
        address: "Strandkaien 2",
        postNumber: "5013",
        city: "Bergen",
        email: "post@fjordlys.test",
        phone: "+47 55 12 34 56",
        accountNumber: "1234.56.78903",
        type: "AS",
        isRegisteredInVatRegister: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe("Fjordlys AS");
    const doc = await call("PUT", `/customers/${created.body.id}/document`, {
      token,
      body: {
        emailTemplate: { subject: "Varsel\r\nBcc: x@evil.test", body: "Linje 1\nLinje 2" },
        companyContact: { name: "Kari\u0007" },
      },
    });
    expect(doc.status).toBe(200);
    expect(doc.body.emailTemplate).toEqual({ subject: "VarselBcc: x@evil.test", body: "Linje 1\nLinje 2" });
    expect(doc.body.companyContact.name).toBe("Kari");
    const user = await call("PUT", `/users/${u.userId}`, {
      token,
      body: { firstName: "Ola\u001b[31m", lastName: "Nord\u0085mann", phone: "+47 41234567" },
    });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ firstName: "Ola[31m", lastName: "Nordmann" });
    const owner = await ledgerOwner();
    const debtor = await call("POST", "/debtors", {
      token: owner.token,
      body: debtorBody({ name: "Fjord\r\nkaffe AS" }),
    });
    expect(debtor.body.name).toBe("Fjordkaffe AS");
  });

  it("stores an SVG logo without its script, handlers, foreign objects and external references", async () => {
    const u = await createUser();
    const token = (await signIn(u.email)).user.accessToken;
    const customer = await call("POST", `/users/${u.userId}/customers`, {
      token,
      body: {
        name: "Logo AS",
        orgNumber: newOrgNumber(),
        address: "Gata 1",
        postNumber: "5013",
        city: "Bergen",
        email: "post@logo.test",
        phone: "+47 55 12 34 56",
        accountNumber: "1234.56.78903",
        type: "AS",
        isRegisteredInVatRegister: true,
      },
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject><p>x</p></foreignObject><image href="https://evil.test/t.png"/><rect width="4" height="4" onclick="alert(3)"/></svg>`;
    const form = new FormData();
    form.append("logo", new Blob([svg], { type: "image/svg+xml" }), "logo.svg");
    const up = await app.request(`/v1/customers/${customer.body.id}/logo`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(200);
    const got = await app.request(`/v1/customers/${customer.body.id}/logo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(got.headers.get("content-type")).toBe("image/svg+xml");
    const stored = await got.text();
    expect(stored).toContain('<rect width="4" height="4"');
    for (const bad of ["onload", "script", "foreignObject", "evil.test", "onclick", "<image"])
      expect(stored).not.toContain(bad);
  });

  it("allows localhost origins only locally and on development stages", async () => {
    const preflight = () =>
      app.request("/v1/auth/login", {
        method: "OPTIONS",
        headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
      });
    const saved = { local: process.env.INNFRI_LOCAL, stage: process.env.SST_STAGE };
    try {
      expect((await preflight()).headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
      process.env.INNFRI_LOCAL = "0";
      for (const stage of ["production", "staging"]) {
        process.env.SST_STAGE = stage;
        expect((await preflight()).headers.get("access-control-allow-origin"), stage).toBeNull();
      }
      process.env.SST_STAGE = "kari";
      expect((await preflight()).headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    } finally {
      process.env.INNFRI_LOCAL = saved.local;
      if (saved.stage === undefined) delete process.env.SST_STAGE;
      else process.env.SST_STAGE = saved.stage;
    }
  });
});
