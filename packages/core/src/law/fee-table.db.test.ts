import { describe, expect, it } from "vitest";
import { decideFee } from "./fee-rules";
import { feeTableStore, loadLawTables } from "./fee-table";
import { SEED_FEE_ROWS } from "./figures";

const admin = { userId: "admin-1" };

describe("the fee table (admin resource `fees`)", () => {
  it("seeds the published rows on first read, and the rules read them with the § 3a figures of the interest table", async () => {
    const list = await feeTableStore.list({ page: 1, rowsPerPage: 50, sort: { field: "validFrom", desc: false } });
    expect(list.data.map((r) => r.validFrom)).toEqual(SEED_FEE_ROWS.map((r) => r.validFrom));
    expect(list.data.at(-1)).toMatchObject({
      validFrom: "2026-01-01",
      regime: "inkassolov-1988",
      inkassosatsOre: 75_000,
      smallFeeFraction: "1/20",
      rounding: "whole-kroner",
      rettsgebyrOre: 134_500,
      updatedBy: "seed",
    });
    const tables = await loadLawTables();
    expect(tables.compensation.length).toBeGreaterThan(0);
    const d = decideFee(tables, {
      kind: "reminder",
      sendDate: "2026-11-30",
      debtorType: "person",
      dueDate: "2026-11-15",
      history: [],
    });
    expect(d).toMatchObject({ allowed: true, feeOre: 3_800 });
  });

  it("switches the law on by a row an admin adds, with the new regulation's figures left to fill in", async () => {
    await feeTableStore.create(
      {
        validFrom: "2027-01-01",
        regime: "inkassolov-2026",
        inkassosats: 75_000,
        smallFeeFraction: null,
        paymentDemandFraction: null,
        rounding: "whole-kroner",
        rettsgebyr: null,
        claimsDueFrom: null,
        source: "LOV-2026-05-22-19 i kraft",
      },
      admin,
    );
    const tables = await loadLawTables();
    const history = [
      { kind: "reminder" as const, sentDate: "2026-11-30", deadlineDate: "2026-12-14", statutoryFeeOre: 3_800 },
    ];
    const q = {
      kind: "debt-collection-notice" as const,
      debtorType: "person" as const,
      dueDate: "2026-11-15",
      history,
    };
    expect(decideFee(tables, { ...q, sendDate: "2027-01-04" })).toMatchObject({ sender: "partner", feeOre: 0 });
    expect(() => decideFee(tables, { ...q, kind: "reminder", sendDate: "2027-01-04" })).toThrow(/smallFee/);

    // The regulation comes: the admin fills in the fee, and the rules use it from the next read.
    const updated = await feeTableStore.update(
      "2027-01-01",
      {
        regime: "inkassolov-2026",
        inkassosats: 75_000,
        smallFeeFraction: "1/25",
        paymentDemandFraction: null,
        rounding: "whole-kroner",
        rettsgebyr: null,
        claimsDueFrom: null,
        source: null,
      },
      admin,
    );
    expect(updated).toMatchObject({ smallFeeFraction: "1/25", source: null, updatedBy: "admin-1" });
    const after = decideFee(await loadLawTables(), { ...q, kind: "reminder", sendDate: "2027-01-04" });
    expect(after).toMatchObject({ allowed: true, feeOre: 3_000, regime: "inkassolov-2026" });

    await feeTableStore.remove("2027-01-01");
    const back = decideFee(await loadLawTables(), { ...q, sendDate: "2027-01-04" });
    expect(back).toMatchObject({ sender: "creditor", regime: "inkassolov-1988", feeOre: 3_800 });
    await expect(feeTableStore.get("2027-01-01")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
