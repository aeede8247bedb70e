import { describe, expect, it } from "vitest";
import { newCaseSearch, prefilledItems, startFromSelection, validateNewCaseSearch } from "@/lib/new-case-link";
import { stepIdParam, validateCaseListSearch } from "./search";
import { checkWizard, wizardTotal, type WizardDraft } from "./wizard-rules";

const draft = (patch: Partial<WizardDraft> = {}): WizardDraft => ({
  debtorId: "d1",
  items: [],
  typed: [],
  heldDate: "",
  notificationDate: "",
  ...patch,
});
const typed = (amount: string, key = "t1") => ({
  key,
  number: "30001",
  voucherDate: "2026-10-01",
  dueDate: "2026-10-15",
  amount,
});

describe("the wizard's rules (SPEC 5)", () => {
  it("needs at least one claim", () => {
    expect(checkWizard(draft())).toEqual({ claims: "cases.noClaims" });
  });

  it("needs a total above 0", () => {
    expect(checkWizard(draft({ items: [{ voucherId: "v1", openOre: 0 }] }))).toEqual({
      claims: "cases.totalNotPositive",
    });
    expect(checkWizard(draft({ items: [{ voucherId: "v1", openOre: 1 }] }))).toEqual({});
  });

  it("adds picked open amounts and typed amounts as typed (spaces stripped, comma as decimal point)", () => {
    expect(wizardTotal(draft({ items: [{ voucherId: "v1", openOre: 1_234_50 }], typed: [typed("1 000,50")] }))).toBe(
      2_235_00,
    );
    // a typed amount that is no number adds nothing and is refused by its field
    expect(wizardTotal(draft({ typed: [typed("abc")] }))).toBe(0);
    expect(checkWizard(draft({ typed: [typed("abc")] }))["claims.0.amount"]).toBe("validation.number");
  });

  it("checks a typed claim's fields: the due date not before the invoice date, the invoice date not ahead", () => {
    const errors = checkWizard(draft({ typed: [{ ...typed("100"), voucherDate: "2026-10-20", dueDate: "2026-10-01" }] }));
    expect(errors["claims.0.dueDate"]).toBe("validation.dueBeforeVoucherDate");
    expect(checkWizard(draft({ typed: [{ ...typed("100"), voucherDate: "2999-01-01", dueDate: "2999-01-02" }] }))["claims.0.voucherDate"]).toBe(
      "validation.dateInFuture",
    );
  });

  it("refuses the same item twice", () => {
    const v = { voucherId: "v1", openOre: 100 };
    expect(checkWizard(draft({ items: [v, v] })).voucherIds).toBe("cases.claimTwice");
  });
});

describe("the way in from the ledger", () => {
  it("starts one case for items of one debtor, and refuses two debtors or none", () => {
    expect(startFromSelection([])).toEqual({ ok: false, reason: "none" });
    expect(
      startFromSelection([
        { voucherId: "v1", debtorId: "d1" },
        { voucherId: "v2", debtorId: "d1" },
      ]),
    ).toEqual({ ok: true, debtorId: "d1", voucherIds: ["v1", "v2"] });
    expect(
      startFromSelection([
        { voucherId: "v1", debtorId: "d1" },
        { voucherId: "v3", debtorId: "d2" },
      ]),
    ).toEqual({ ok: false, reason: "several-debtors" });
  });

  it("carries the debtor and the items in the wizard's URL, bounded and well-formed", () => {
    expect(newCaseSearch("d1", ["v1", "v2"])).toEqual({ debtorId: "d1", items: "v1,v2" });
    expect(validateNewCaseSearch({ debtorId: "d1", items: "v1,v1,bad id,v2" })).toEqual({
      debtorId: "d1",
      items: "v1,v2",
    });
    expect(validateNewCaseSearch({ debtorId: "../x", items: "v1" })).toEqual({});
    expect(prefilledItems({ items: Array.from({ length: 80 }, (_, i) => `v${i}`).join(",") })).toHaveLength(50);
  });
});

describe("the case pages' URL", () => {
  it("makes a non-numeric step id 0 (SPEC 2)", () => {
    expect(stepIdParam("12")).toBe(12);
    expect(stepIdParam("abc")).toBe(0);
    expect(stepIdParam("12abc")).toBe(0);
    expect(stepIdParam("-3")).toBe(0);
    expect(stepIdParam(undefined)).toBe(0);
  });

  it("keeps only the list's known sorts and the filters core accepts", () => {
    expect(
      validateCaseListSearch({ page: "2", sortBy: "-due_date", status: "active", step: "reminder", due: "overdue" }),
    ).toEqual({ page: 2, sortBy: "-due_date", status: "active", step: "reminder", due: "overdue" });
    expect(validateCaseListSearch({ sortBy: "debtor_name", status: "lost", step: "x", due: "soon", search: " 17 " })).toEqual({
      search: "17",
    });
  });
});
