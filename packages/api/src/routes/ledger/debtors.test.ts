import { describe, expect, it } from "vitest";
import { call, createUser, signIn } from "../../../test/support";
import { debtorBody, ledgerOwner, newDebtor, newInvoice, newKid, newPayment, sessionOn } from "../../../test/ledger";

describe("debtors", () => {
  it("registers, finds, changes and removes a debtor", async () => {
    const { token } = await ledgerOwner();
    const body = debtorBody({ name: "Nordlys Bakeri AS", postcode: "9008", city: "Tromsø" });
    const created = await call("POST", "/debtors", { token, body });
    expect(created).toMatchObject({ status: 201, body: { name: "Nordlys Bakeri AS", excluded: false } });
    expect(created.body.id).toBe(created.body.debtorId);
    const again = await call("POST", "/debtors", { token, body });
    expect(again).toMatchObject({ status: 200, body: { id: created.body.id } });
    await newDebtor(token, { name: "Havbruk Vest AS", postcode: "5003", city: "Bergen" });

    const ids = async (q: string) => (await call("GET", `/debtors?${q}`, { token })).body.data.map((d: any) => d.name);
    expect(await ids("")).toEqual(["Havbruk Vest AS", "Nordlys Bakeri AS"]);
    expect(await ids("search=nord")).toEqual(["Nordlys Bakeri AS"]);
    expect(await ids(`customerNumber=${body.customerNumber.slice(0, 6)}`)).toContain("Nordlys Bakeri AS");
    expect(await ids(`orgNumber=${body.orgNumber}`)).toEqual(["Nordlys Bakeri AS"]);
    expect(await ids("postcode=5003")).toEqual(["Havbruk Vest AS"]);
    expect(await ids("city=tromsø")).toEqual(["Nordlys Bakeri AS"]);
    expect((await call("GET", "/debtors?rowsPerPage=1&page=2", { token })).body).toMatchObject({ total: 2 });

    const put = await call("PUT", `/debtors/${created.body.id}`, { token, body: { ...body, city: "Bodø" } });
    expect(put).toMatchObject({ status: 200, body: { city: "Bodø" } });
    // the letters' language: Norwegian stated or not is the same details; English changes them; others are refused
    expect(await call("POST", "/debtors", { token, body: { ...body, city: "Bodø", language: "no" } })).toMatchObject({
      status: 200,
    });
    const english = await call("PUT", `/debtors/${created.body.id}`, {
      token,
      body: { ...body, city: "Bodø", language: "en" },
    });
    expect(english).toMatchObject({ status: 200, body: { language: "en" } });
    for (const lang of ["no", "en"] as const) {
      const bad = await call("PUT", `/debtors/${created.body.id}`, { token, lang, body: { ...body, language: "fr" } });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(["language"]);
    }
    const renumber = await call("PUT", `/debtors/${created.body.id}`, {
      token,
      body: { ...body, customerNumber: "X" },
    });
    expect(renumber.status).toBe(422);
    expect(Object.keys(renumber.body.errors)).toEqual(["customerNumber"]);

    const excluded = await call("PATCH", `/debtors/${created.body.id}/exclude`, { token, body: { excluded: true } });
    expect(excluded).toMatchObject({ status: 200, body: { excluded: true } });

    const del = await call("DELETE", `/debtors/${created.body.id}`, { token, lang: "en" });
    expect(del).toMatchObject({ status: 200, body: { message: "The debtor has been deleted." } });
    expect((await call("GET", `/debtors/${created.body.id}`, { token })).status).toBe(404);
    expect(await ids("postcode=9008")).toEqual([]);
  });

  it('answers 409 DEBTOR_INFO_EXISTS ("Other customer info exists …") until confirmOverwrite, in both languages', async () => {
    const { token } = await ledgerOwner();
    const body = debtorBody();
    await call("POST", "/debtors", { token, body });
    const other = { ...body, name: "Fjordkaffe Holding AS" };
    const en = await call("POST", "/debtors", { token, body: other, lang: "en" });
    expect(en).toMatchObject({ status: 409, body: { code: "DEBTOR_INFO_EXISTS" } });
    expect(en.body.message).toContain(`Other customer info exists for this customer number (${body.customerNumber})`);
    const no = await call("POST", "/debtors", { token, body: other, lang: "no" });
    expect(no.body.message).toContain("Det finnes andre kundeopplysninger for dette kundenummeret");
    // the same through an invoice's debtor
    const inv = await call("POST", "/invoices", {
      token,
      body: { number: "F-1", voucherDate: "2026-05-01", dueDate: "2026-05-15", amount: "1", debtor: other },
    });
    expect(inv).toMatchObject({ status: 409, body: { code: "DEBTOR_INFO_EXISTS" } });
    const confirmed = await call("POST", "/debtors", { token, body: { ...other, confirmOverwrite: true } });
    expect(confirmed).toMatchObject({ status: 200, body: { name: "Fjordkaffe Holding AS" } });
  });

  it("answers 422 per field for a bad debtor", async () => {
    const { token } = await ledgerOwner();
    const res = await call("POST", "/debtors", {
      token,
      lang: "en",
      body: { type: "company", name: "", customerNumber: "K-1", orgNumber: "123456789", postcode: "12", email: "x" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ["Please type something"],
      orgNumber: ["Please enter a valid organisation number (9 digits)."],
      postcode: [expect.any(String)],
      email: [expect.any(String)],
    });
  });

  it("shows a debtor's ledger, refuses to remove a debtor with vouchers, and writes off a small balance", async () => {
    const { token } = await ledgerOwner();
    const kid = newKid();
    const inv = await newInvoice(token, { amount: "1000", kid });
    await newPayment(token, { amount: "950", kid });
    const ledger = await call("GET", `/debtors/${inv.debtorId}/ledger`, { token });
    expect(ledger.status).toBe(200);
    expect(ledger.body.lines.map((l: any) => [l.type, l.runningBalanceOre])).toEqual([
      [1, 100000],
      [4, 5000],
    ]);
    expect(ledger.body).toMatchObject({ totals: { openOre: 5000, unmatchedOre: 0, balanceOre: 5000 }, cases: [] });
    expect(ledger.body.openItems.map((v: any) => v.id)).toEqual([inv.id]);

    const del = await call("DELETE", `/debtors/${inv.debtorId}`, { token, lang: "en" });
    expect(del).toMatchObject({ status: 409, body: { message: "The debtor has vouchers and cannot be deleted." } });

    const off = await call("POST", `/debtors/${inv.debtorId}/write-off`, { token, lang: "en" });
    expect(off).toMatchObject({
      status: 200,
      body: { message: "The balance has been written off.", data: { type: 9, side: "credit", amountOre: 5000 } },
    });
    expect((await call("GET", `/invoices/${inv.id}`, { token })).body.balanceOre).toBe(0);
    const nothing = await call("POST", `/debtors/${inv.debtorId}/write-off`, { token, lang: "en" });
    expect(nothing).toMatchObject({ status: 200, body: { data: null } });

    const big = await newInvoice(token, { amount: "500" });
    const refused = await call("POST", `/debtors/${big.debtorId}/write-off`, { token, lang: "en" });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { debtorId: [expect.stringContaining("NOK 100")] } },
    });
  });

  it("sales reads debtors and gets 403 on changes", async () => {
    const { token, customerId } = await ledgerOwner();
    const d = await newDebtor(token);
    const sales = await sessionOn(customerId, "sales");
    expect((await call("GET", `/debtors/${d.id}`, { token: sales })).status).toBe(200);
    expect((await call("POST", "/debtors", { token: sales, body: debtorBody() })).status).toBe(403);
    expect((await call("PATCH", `/debtors/${d.id}/exclude`, { token: sales, body: { excluded: true } })).status).toBe(
      403,
    );
    expect((await call("DELETE", `/debtors/${d.id}`, { token: sales })).status).toBe(403);
    expect((await call("GET", `/debtors/${d.id}`, { token })).body.excluded).toBe(false);
  });

  it("records a ledger change in the activity log of the loaded customer", async () => {
    const { token, customerId } = await ledgerOwner();
    const created = await call("POST", "/debtors", { token, body: debtorBody() });
    const admin = await createUser({ type: "admin" });
    const adminToken = (await signIn(admin.email)).user.accessToken;
    const log = await call("GET", `/activity-logs?customerId=${customerId}`, { token: adminToken });
    expect(log.body.data.map((e: { route: string; targetId: string | null }) => e.route)).toContain("POST /v1/debtors");
    expect(created.status).toBe(201);
  });
});
