import { Clock } from "@innfri/core/clock";
import { describe, expect, it } from "vitest";
import { call, download } from "../../../test/support";
import { ledgerOwner, newInvoice, newKid, newPayment } from "../../../test/ledger";

describe("the ledger page", () => {
  it("lists open items by due date within a due period, with count and amount", async () => {
    const { token } = await ledgerOwner();
    const a = await newInvoice(token, { amount: "100", dueDate: "2026-05-20" });
    const b = await newInvoice(token, { amount: "200", dueDate: "2026-05-10", debtorId: a.debtorId });
    await newInvoice(token, { amount: "400", dueDate: "2026-07-01", debtorId: a.debtorId });
    const all = await call("GET", "/ledgers", { token });
    expect(all).toMatchObject({ status: 200, body: { total: 3, totalAmountOre: 70000 } });
    expect(all.body.data.map((v: any) => v.dueDate)).toEqual(["2026-05-10", "2026-05-20", "2026-07-01"]);
    const may = await call("GET", "/ledgers?dueFrom=2026-05-01&dueTo=2026-05-31&rowsPerPage=1&page=2", { token });
    expect(may.body).toMatchObject({ total: 2, totalAmountOre: 30000 });
    expect(may.body.data.map((v: any) => v.id)).toEqual([a.id]);
    expect(b.id).not.toBe(a.id);
    const bad = await call("GET", "/ledgers?dueFrom=31.05.2026&rowsPerPage=1000", { token, lang: "en" });
    expect(bad).toMatchObject({ status: 422 });
    expect(Object.keys(bad.body.errors).sort()).toEqual(["dueFrom"]);
  });

  it("exports the open items as CSV (BOM, semicolons, dates DD.MM.YYYY, amounts 1234,50, formulas guarded), in the caller's language", async () => {
    const { token } = await ledgerOwner();
    await newInvoice(token, {
      number: "=HYPERLINK(1)",
      amount: "1 234,5",
      kid: "12345674",
      debtor: { type: "person", name: "Ola; Nordmann", customerNumber: "@1" },
    });
    const res = await download("/ledgers/export-statistics", token, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="reskontro-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = res.text.slice(1).split("\r\n");
    expect(header).toBe("Kundenummer;Debitor;Bilagstype;Nummer;Bilagsdato;Forfallsdato;Beløp;Åpent beløp;KID");
    expect(row).toBe(`'@1;"Ola; Nordmann";Faktura;'=HYPERLINK(1);01.05.2026;15.05.2026;1234,50;1234,50;12345674`);
    const en = (await download("/ledgers/export-statistics", token, { method: "POST", lang: "en" })).text
      .slice(1)
      .split("\r\n");
    expect(en[0]).toBe("Customer number;Debtor;Voucher type;Number;Voucher date;Due date;Amount;Open amount;KID");
    expect(en[1]).toBe(`'@1;"Ola; Nordmann";Invoice;'=HYPERLINK(1);01.05.2026;15.05.2026;1234,50;1234,50;12345674`);
  });

  it("gives the dashboard its figures: waiting for manual treatment, overdue by period, payments received", async () => {
    const { token } = await ledgerOwner();
    const zero = { count: 0, amountOre: 0 };
    const empty = (await call("GET", "/ledgers/summary", { token })).body;
    expect(empty).toEqual({
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      unmatchedPayments: 0,
      unmatchedPaymentsOre: 0,
      unmatchedCreditNotes: 0,
      unmatchedCreditNotesOre: 0,
      openItems: 0,
      openOre: 0,
      overdue: ["notDue", "1to14", "15to30", "31to60", "61to90", "over90"].map((period) => ({ period, ...zero })),
      received: { thisMonth: zero, last30Days: zero, thisYear: zero },
    });
    const today: string = empty.today;
    const inv = await newInvoice(token, { amount: "100", voucherDate: today, dueDate: today });
    await newInvoice(token, {
      amount: "1 234,50",
      debtorId: inv.debtorId,
      voucherDate: "2020-01-01",
      dueDate: "2020-01-15",
    });
    await call("POST", "/payments", { token, body: { voucherDate: today, amount: "40", kid: newKid() } });
    await call("POST", "/credit-notes", {
      token,
      body: { debtorId: inv.debtorId, number: "K-1", voucherDate: today, amount: "10" },
    });
    // the figures are numbers: the same in either language
    for (const lang of ["no", "en"] as const) {
      const s = (await call("GET", "/ledgers/summary", { token, lang })).body;
      expect(s).toMatchObject({
        today,
        unmatchedPayments: 1,
        unmatchedPaymentsOre: 4000,
        unmatchedCreditNotes: 1,
        unmatchedCreditNotesOre: 1000,
        openItems: 2,
        openOre: 133450,
        received: { thisMonth: { count: 1, amountOre: 4000 }, thisYear: { count: 1, amountOre: 4000 } },
      });
      expect(s.overdue[0]).toEqual({ period: "notDue", count: 1, amountOre: 10000 });
      expect(s.overdue[5]).toEqual({ period: "over90", count: 1, amountOre: 123450 });
    }
  });
});

describe("integration settings", () => {
  it("creates the file integration once, and the customer's expand shows it", async () => {
    const { token, customerId } = await ledgerOwner("owner", { integration: false });
    expect(await call("GET", "/integration-settings", { token })).toMatchObject({ status: 200, body: null });
    const detail = async () =>
      (await call("GET", `/customers/${customerId}?expand=integrationSetting`, { token })).body.integrationSetting;
    expect(await detail()).toBeNull();
    const first = await call("POST", "/integration-settings", { token, body: { integration: "file" } });
    expect(first).toMatchObject({ status: 200, body: { integration: "file", importMappings: {} } });
    const again = await call("POST", "/integration-settings", { token, body: { integration: "file" } });
    expect(again.body.createdAt).toBe(first.body.createdAt);
    expect(await call("GET", "/integration-settings", { token })).toMatchObject({ body: first.body });
    // the customer's expand has the ledger's setting; GET /integration-settings adds the connection (issue 22)
    expect(await detail()).toEqual({ ...first.body, connection: undefined });
    expect(first.body.connection).toBeNull();
    const bad = await call("POST", "/integration-settings", { token, body: { integration: "quickbooks" } });
    expect(bad).toMatchObject({ status: 422, body: { errors: { integration: [expect.any(String)] } } });
  });
});

describe("correction export", () => {
  it("exports the corrections of a period as CSV, deleted ones left out", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token);
    const corr = (voucherDate: string, amount: string, extra: Record<string, unknown> = {}) =>
      call("POST", "/corrections", { token, body: { debtorId: inv.debtorId, voucherDate, amount, ...extra } });
    await corr("2026-05-31", "1");
    const june = await corr("2026-06-10", "12,5", { description: "Avrunding" });
    await corr("2026-06-20", "20", { side: "debit" });
    const gone = await corr("2026-06-15", "3");
    await call("DELETE", `/corrections/${gone.body.id}`, { token });
    const res = await download("/correction-exports", token, {
      method: "POST",
      body: { from: "2026-06-01", to: "2026-06-30" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="korrigeringer-2026-06-01-2026-06-30.csv"',
    );
    const lines = res.text.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("Bilagsdato;Kundenummer;Debitor;Side;Beløp;Udisponert;Fakturanummer;Beskrivelse;Bilags-ID");
    expect(lines.slice(1).map((l) => l.split(";").slice(0, 6).concat(l.split(";")[7]!))).toEqual([
      ["10.06.2026", inv.customerNumber, "Fjordkaffe AS", "Kredit", "12,50", "12,50", "Avrunding"],
      ["20.06.2026", inv.customerNumber, "Fjordkaffe AS", "Debet", "20,00", "20,00", ""],
    ]);
    expect(lines[1]).toContain(june.body.id);
    const bad = await call("POST", "/correction-exports", {
      token,
      lang: "en",
      body: { from: "2026-06-30", to: "2026-06-01" },
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { to: ["The to date cannot be before the from date."] } },
    });
  });
});

describe("correction export of a write-off", () => {
  it("describes the write-off's correction in words of the caller's language, never the code 'write-off'", async () => {
    const { token } = await ledgerOwner();
    const kid = newKid();
    const inv = await newInvoice(token, { amount: "1000", kid });
    await newPayment(token, { amount: "950", kid });
    expect((await call("POST", `/debtors/${inv.debtorId}/write-off`, { token })).status).toBe(200);
    const today = Clock.today();
    const [y, m, d] = today.split("-");
    const rows = async (lang: "no" | "en") =>
      (await download("/correction-exports", token, { method: "POST", body: { from: today, to: today }, lang })).text
        .slice(1)
        .trim()
        .split("\r\n")
        .map((l) => l.split(";"));
    const no = await rows("no");
    expect(no).toHaveLength(2);
    expect(no[1]!.slice(0, 5).concat(no[1]![7]!)).toEqual([
      `${d}.${m}.${y}`,
      inv.customerNumber,
      "Fjordkaffe AS",
      "Kredit",
      "50,00",
      "Avskrevet saldo",
    ]);
    expect(no.flat().join(";")).not.toMatch(/write-off/i);
    const en = await rows("en");
    expect(en[0]!.slice(0, 4)).toEqual(["Voucher date", "Customer number", "Debtor", "Side"]);
    expect([en[1]![0], en[1]![3], en[1]![7]]).toEqual([`${d}.${m}.${y}`, "Credit", "Balance written off"]);
  });
});

describe("voucher search", () => {
  it("finds vouchers by number, KID and debtor (with type), needs one of them, and 404s another customer", async () => {
    const { token, customerId } = await ledgerOwner();
    const kid = newKid();
    const inv = await newInvoice(token, { number: "F-500", kid });
    await call("POST", "/late-fees", {
      token,
      body: { debtorId: inv.debtorId, voucherDate: "2026-06-01", amount: "70" },
    });
    const search = (q: string, t = token) => call("GET", `/customers/${customerId}/vouchers?${q}`, { token: t });
    expect((await search("number=F-500")).body).toMatchObject({ total: 1, data: [{ id: inv.id }] });
    expect((await search(`kid=${kid}`)).body.data.map((v: any) => v.id)).toEqual([inv.id]);
    expect((await search(`debtorId=${inv.debtorId}`)).body.total).toBe(2);
    expect((await search(`debtorId=${inv.debtorId}&type=2`)).body).toMatchObject({ total: 1, data: [{ type: 2 }] });
    const none = await call("GET", `/customers/${customerId}/vouchers?type=1`, { token, lang: "en" });
    expect(none).toMatchObject({ status: 422, body: { errors: { search: ["Fill in at least one search field."] } } });
    expect((await search("kid=123")).status).toBe(422);
    const other = await ledgerOwner();
    expect((await search("number=F-500", other.token)).status).toBe(404);
  });
});
