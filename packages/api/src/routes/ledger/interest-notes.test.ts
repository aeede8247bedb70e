import { describe, expect, it } from "vitest";
import { call, createUser, signIn } from "../../../test/support";
import { ledgerOwner, newDebtor, newInvoice, newPayment } from "../../../test/ledger";

/**
 * Interest notes through the API (issue 4). Every date is before today (2026-11), so the clock is not pinned:
 * the worked example of research 1.5 (NOK 10 000 due 2026-05-15, paid 2026-08-14) is NOK 302.26 in two periods.
 */

/** The worked example's debtor: an invoice of NOK 10 000 due 2026-05-15, paid in full on 2026-08-14. */
async function workedExample(token: string) {
  const inv = await newInvoice(token, { amount: "10 000,00", voucherDate: "2026-05-01", dueDate: "2026-05-15" });
  await newPayment(token, {
    debtorId: inv.debtorId,
    voucherDate: "2026-08-14",
    amount: "10000",
    invoiceNumber: inv.number,
  });
  return inv;
}

describe("interest notes", () => {
  it("proposes NOK 302.26 on the worked example in two rate periods, creates the note once, and reads it back", async () => {
    const { token } = await ledgerOwner();
    const inv = await workedExample(token);

    const proposal = await call("GET", `/debtors/${inv.debtorId}/interest-calculations?untilDate=2026-09-01`, {
      token,
    });
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(200);
    expect(proposal.body).toMatchObject({
      debtorId: inv.debtorId,
      debtorName: inv.debtorName,
      untilDate: "2026-09-01",
      totalOre: 302_26,
    });
    expect(proposal.body.lines).toHaveLength(1);
    expect(proposal.body.lines[0]).toMatchObject({
      voucherId: inv.id,
      number: inv.number,
      fromDate: "2026-05-15",
      toDate: "2026-08-14",
      principalOre: 10_000_00,
      interestOre: 302_26,
    });
    expect(
      proposal.body.lines[0].periods.map((p: any) => [p.from, p.to, p.days, p.ratePercent, p.interestOre]),
    ).toEqual([
      ["2026-05-16", "2026-06-30", 46, 12, 151_23],
      ["2026-07-01", "2026-08-14", 45, 12.25, 151_03],
    ]);

    const created = await call("POST", "/interest-calculations/notes", {
      token,
      lang: "en",
      body: { debtorId: inv.debtorId, untilDate: "2026-09-01" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe("The interest note has been created.");
    const note = created.body.data;
    expect(note).toMatchObject({
      type: 11,
      side: "debit",
      status: "open",
      amountOre: 302_26,
      balanceOre: 302_26,
      debtorId: inv.debtorId,
      interestUntil: "2026-09-01",
    });
    expect(note.id).toBe(note.voucherId);
    expect(note.interestLines).toHaveLength(1);
    expect(note.interestLines[0].periods.map((p: any) => p.days)).toEqual([46, 45]);

    // the note as a voucher of /interest-calculations, with its lines; the claim remembers what was charged
    const read = await call("GET", `/interest-calculations/${note.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: note.id, amountOre: 302_26, dueDate: note.dueDate });
    expect(read.body.interestLines[0].periods).toHaveLength(2);
    expect((await call("GET", `/invoices/${inv.id}`, { token })).body.interestCalculatedUntil).toBe("2026-08-14");
    expect((await call("GET", "/interest-calculations", { token })).body.data.map((v: any) => v.id)).toEqual([note.id]);

    // the same days are never charged twice, in either language
    const again = { debtorId: inv.debtorId, untilDate: "2026-09-01" };
    const no = await call("POST", "/interest-calculations/notes", { token, body: again, lang: "no" });
    expect(no).toMatchObject({
      status: 422,
      body: { errors: { debtorId: ["Debitoren har ingen forsinkelsesrente å beregne fram til denne datoen."] } },
    });
    const en = await call("POST", "/interest-calculations/notes", { token, body: again, lang: "en" });
    expect(en).toMatchObject({
      status: 422,
      body: { errors: { debtorId: ["The debtor has no late-payment interest to calculate up to this date."] } },
    });
    expect((await call("GET", "/interest-calculations", { token })).body.total).toBe(1);
  });

  it("lists proposals per debtor with open overdue claims, a page at a time, and the dates range", async () => {
    const { token } = await ledgerOwner();
    // 10 000 due 2026-05-15, 4 000 paid 2026-08-14: still open, so the debtor is among the proposals
    const a = await newInvoice(token, { amount: "10000", dueDate: "2026-05-15" });
    await newPayment(token, {
      debtorId: a.debtorId,
      voucherDate: "2026-08-14",
      amount: "4000",
      invoiceNumber: a.number,
    });
    const b = await newInvoice(token, { amount: "500", voucherDate: "2026-06-01", dueDate: "2026-06-15" });
    // not yet due on the until date: no proposal
    await newInvoice(token, { amount: "500", voucherDate: "2026-08-01", dueDate: "2026-09-15" });

    const first = await call("GET", "/interest-calculations/proposals?untilDate=2026-09-01&rowsPerPage=1", { token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.data).toHaveLength(1);
    const pa = first.body.data[0];
    expect(pa).toMatchObject({ debtorId: a.debtorId, customerNumber: a.customerNumber, untilDate: "2026-09-01" });
    // 46 days at 12 % and 45 at 12.25 % on 10 000, then 18 days at 12.25 % on 6 000
    expect(pa.lines[0].periods.map((p: any) => [p.baseOre, p.days])).toEqual([
      [10_000_00, 46],
      [10_000_00, 45],
      [6_000_00, 18],
    ]);
    expect(pa.totalOre).toBe(pa.lines[0].periods.reduce((s: number, p: any) => s + p.interestOre, 0));
    const second = await call("GET", "/interest-calculations/proposals?untilDate=2026-09-01&rowsPerPage=1&page=2", {
      token,
    });
    expect(second.body.data.map((p: any) => p.debtorId)).toEqual([b.debtorId]);

    // left out, the until date is today
    const today = await call("GET", "/interest-calculations/proposals", { token });
    expect(today.body.total).toBe(3);

    const range = await call("GET", "/interest-calculations/dates-range", { token });
    expect(range.status).toBe(200);
    expect(range.body.from).toBe("2019-07-01");
    expect(range.body.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(range.body.to >= "2026-11-01").toBe(true);
  });

  it("refuses an until date after today and a bad body (422 per field)", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token);
    const future = await call("GET", `/debtors/${inv.debtorId}/interest-calculations?untilDate=2999-01-01`, {
      token,
      lang: "en",
    });
    expect(future).toMatchObject({ status: 422, body: { errors: { untilDate: ["The date cannot be after today."] } } });
    const proposals = await call("GET", "/interest-calculations/proposals?untilDate=2999-01-01", { token, lang: "no" });
    expect(proposals).toMatchObject({
      status: 422,
      body: { errors: { untilDate: ["Datoen kan ikke være etter i dag."] } },
    });
    const note = await call("POST", "/interest-calculations/notes", {
      token,
      lang: "en",
      body: { debtorId: inv.debtorId, untilDate: "2999-01-01" },
    });
    expect(note).toMatchObject({ status: 422, body: { errors: { untilDate: ["The date cannot be after today."] } } });
    const bad = await call("POST", "/interest-calculations/notes", { token, lang: "en", body: { untilDate: "1.1" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["debtorId", "untilDate"]);
    expect((await call("GET", "/interest-calculations", { token })).body.total).toBe(0);
  });

  it("answers 404 for another customer's debtor, and sales may read but not create a note", async () => {
    const mine = await ledgerOwner();
    const other = await ledgerOwner();
    const inv = await newInvoice(other.token);
    const read = await call("GET", `/debtors/${inv.debtorId}/interest-calculations?untilDate=2026-09-01`, {
      token: mine.token,
    });
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain(inv.debtorName);
    const create = await call("POST", "/interest-calculations/notes", {
      token: mine.token,
      body: { debtorId: inv.debtorId, untilDate: "2026-09-01" },
    });
    expect(create.status).toBe(404);
    expect((await call("GET", "/interest-calculations", { token: other.token })).body.total).toBe(0);

    // sales with the customer loaded: the proposals, not the note
    const sales = await createUser({ type: "sales" });
    const salesToken = (await signIn(sales.email)).user.accessToken;
    const set = await call("POST", "/customers/set-customer", {
      token: salesToken,
      body: { customerId: other.customerId },
    });
    expect(set.status).toBe(200);
    const path = `/debtors/${inv.debtorId}/interest-calculations?untilDate=2026-09-01`;
    expect((await call("GET", path, { token: salesToken })).status).toBe(200);
    const refused = await call("POST", "/interest-calculations/notes", {
      token: salesToken,
      body: { debtorId: inv.debtorId, untilDate: "2026-09-01" },
    });
    expect(refused.status).toBe(403);
  });

  it("refuses a period without a rate, naming the half-year, and calculates again once it is entered", async () => {
    const { token } = await ledgerOwner();
    const admin = await createUser({ type: "admin" });
    const adminToken = (await signIn(admin.email)).user.accessToken;
    const debtor = await newDebtor(token);
    await newInvoice(token, { debtorId: debtor.id, amount: "10000", dueDate: "2026-05-15" });
    const path = `/debtors/${debtor.id}/interest-calculations?untilDate=2026-09-01`;
    expect((await call("GET", path, { token })).status).toBe(200);

    // rates are global: this file's table is its own, and the rate is entered again before the test ends
    expect((await call("DELETE", "/interests/2026-07-01", { token: adminToken })).status).toBe(200);
    try {
      const en = await call("GET", path, { token, lang: "en" });
      expect(en.status).toBe(422);
      expect(en.body.message).toBe(
        "There is no late-payment interest rate for the half-year starting 01.07.2026 (2026 H2). Interest cannot be calculated for this period until the rate is entered.",
      );
      const no = await call("POST", "/interest-calculations/notes", {
        token,
        lang: "no",
        body: { debtorId: debtor.id, untilDate: "2026-09-01" },
      });
      expect(no.status).toBe(422);
      expect(no.body.message).toContain("halvåret som starter 01.07.2026 (2. halvår 2026)");
      const list = await call("GET", "/interest-calculations/proposals?untilDate=2026-09-01", { token, lang: "en" });
      expect(list.status).toBe(422);
      expect(list.body.message).toContain("01.07.2026 (2026 H2)");
      // before the missing half-year it still calculates
      expect(
        (await call("GET", `/debtors/${debtor.id}/interest-calculations?untilDate=2026-06-30`, { token })).status,
      ).toBe(200);
      expect((await call("GET", "/interest-calculations", { token })).body.total).toBe(0);
    } finally {
      const back = await call("POST", "/interests", {
        token: adminToken,
        body: { from: "2026-07-01", ratePercent: "12,25", compensation: "430" },
      });
      expect(back.status).toBe(201);
    }
    const again = await call("GET", path, { token });
    expect(again.status).toBe(200);
    expect(again.body.lines[0].periods).toHaveLength(2);
  });
});
