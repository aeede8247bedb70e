import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { INVOICE_CSV_HEADERS } from "./import/fixtures/generate";
import { getImport, startImport, type LedgerImport } from "./imports";

const actor = { userId: "u-import" };

async function parsed(customerId: string, csv: string): Promise<LedgerImport> {
  const started = await startImport(customerId, actor, { fileName: "faktura.csv", bytes: new TextEncoder().encode(csv) });
  for (let i = 0; i < 200; i++) {
    const item = await getImport(customerId, started.importId);
    if (item.status !== "parsing") return item;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("still parsing");
}

/** An invoice row of the generator's columns (number, name, org.nr, address, postcode, city, e-mail, invoice …). */
const row = (n: string, name: string, org: string, invoice: string) =>
  [n, name, org, "Storgata 10", "0155", "Oslo", "post@firma.no", invoice, "01.03.2026", "15.03.2026", "1200,00", ""].join(";");

describe("the company register on import (issue 21)", () => {
  it("lists the file's company debtors the register marks before the user commits, one look-up per number", async () => {
    const customerId = ulid();
    const csv = [
      INVOICE_CSV_HEADERS.join(";"),
      row("1", "Konkursbo Eksempel AS", "910000020", "5001"),
      row("1", "Konkursbo Eksempel AS", "910000020", "5002"), // the same debtor again: one look-up
      row("2", "Avvikling Eksempel AS", "910000039", "5003"),
      row("3", "Fjordlys Rørleggerservice AS", "910000012", "5004"), // clean: not listed
      row("4", "Slettet Eksempel AS", "910000055", "5005"),
      row("5", "Kari Nordmann", "", "5006"), // a person: never asked about
      row("6", "Nede AS", "910000098", "5007"), // the register down for it: unchecked, the import goes on
    ].join("\r\n");
    const item = await parsed(customerId, csv);
    expect(item.status).toBe("parsed");
    expect(item.summary).toMatchObject({ valid: 7, registerChecked: 4, registerUnchecked: 1, registerWarningCount: 3 });
    expect(item.summary!.registerWarnings).toEqual([
      { customerNumber: "1", name: "Konkursbo Eksempel AS", orgNumber: "910000020", warnings: ["companyRegister.bankrupt"] },
      {
        customerNumber: "2",
        name: "Avvikling Eksempel AS",
        orgNumber: "910000039",
        warnings: ["companyRegister.underLiquidation"],
      },
      { customerNumber: "4", name: "Slettet Eksempel AS", orgNumber: "910000055", warnings: ["companyRegister.deleted"] },
    ]);
    // the answers are cached: the same numbers again ask the register nothing
    const cached = await import("../company-register/lookups").then((m) =>
      m.lookupCompanies(["910000020", "910000039", "910000012", "910000055"], {
        max: 0,
      }),
    );
    expect(cached).toMatchObject({ asked: 0, unchecked: [] });
  }, 30_000);
});
