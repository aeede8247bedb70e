import { describe, expect, it } from "vitest";
import { call, download } from "../../../test/support";
import { ledgerOwner, newInvoice, newPayment, sessionOn } from "../../../test/ledger";

describe("/uni-export-files (export files for systems without an API)", () => {
  it("makes the file of a period once per request key, lists it, and downloads it as CSV", async () => {
    const { token } = await ledgerOwner();
    const inv = await newInvoice(token, { number: "F-77", amount: "1000", voucherDate: "2026-05-01" });
    await newPayment(token, { amount: "250,50", invoiceNumber: "F-77", voucherDate: "2026-06-03" });
    const body = { from: "2026-06-01", to: "2026-06-30", requestKey: "k1" };
    const made = await call("POST", "/uni-export-files", { token, body });
    expect(made).toMatchObject({
      status: 201,
      body: {
        from: "2026-06-01",
        to: "2026-06-30",
        rows: 1,
        totalOre: 250_50,
        fileName: "innfri-regnskap-2026-06-01-2026-06-30.csv",
      },
    });
    const again = await call("POST", "/uni-export-files", { token, body });
    expect(again).toMatchObject({ status: 200, body: made.body });
    const other = await call("POST", "/uni-export-files", { token, body: { ...body, requestKey: "k2" } });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(made.body.id);
    const list = await call("GET", "/uni-export-files?rowsPerPage=1", { token });
    expect(list).toMatchObject({ status: 200, body: { total: 2, data: [{ id: other.body.id }] } });
    const file = await download(`/uni-export-files/${made.body.id}/download`, token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="innfri-regnskap-2026-06-01-2026-06-30.csv"',
    );
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.text.slice(1).trim().split("\r\n");
    expect(lines[1]).toMatch(new RegExp(`^03\\.06\\.2026;F-77;${inv.customerNumber};250,50;1920;1500;Innbetaling;`));
    expect((await download(`/uni-export-files/nope/download`, token)).status).toBe(404);
  });

  it("answers 422 per field in the caller's language, and changes nothing", async () => {
    const { token } = await ledgerOwner();
    const post = (body: unknown) => call("POST", "/uni-export-files", { token, lang: "en", body });
    expect(await post({ from: "2026-06-30", to: "2026-06-01" })).toMatchObject({
      status: 422,
      body: { errors: { to: ["The to date cannot be before the from date."] } },
    });
    expect(await post({ from: "2025-01-01", to: "2026-01-01" })).toMatchObject({
      status: 422,
      body: {
        errors: { to: ["A file covers one year at most: the to date must be before the same date a year later."] },
      },
    });
    const bad = await post({ from: "01.06.2026", to: "2999-01-01", requestKey: "x".repeat(101) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["from", "requestKey", "to"]);
    const no = await call("POST", "/uni-export-files", { token, body: { from: "2026-06-30", to: "2026-06-01" } });
    expect(no.body.errors.to).toEqual(["Til-datoen kan ikke være før fra-datoen."]);
    expect((await call("GET", "/uni-export-files", { token })).body).toEqual({ data: [], total: 0 });
  });

  it("is the customer's own: another customer's file is 404; staff read the customer their session loaded; no integration setting, 404", async () => {
    const a = await ledgerOwner();
    const b = await ledgerOwner();
    const made = await call("POST", "/uni-export-files", {
      token: a.token,
      body: { from: "2026-06-01", to: "2026-06-30" },
    });
    expect(made.status).toBe(201);
    expect((await download(`/uni-export-files/${made.body.id}/download`, b.token)).status).toBe(404);
    expect((await call("GET", "/uni-export-files", { token: b.token })).body.total).toBe(0);
    const sales = await sessionOn(a.customerId, "sales");
    expect((await call("GET", "/uni-export-files", { token: sales })).body.total).toBe(1);
    const none = await ledgerOwner("owner", { integration: false });
    expect((await call("GET", "/uni-export-files", { token: none.token })).status).toBe(404);
  });
});
