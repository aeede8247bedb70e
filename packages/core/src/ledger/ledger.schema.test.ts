import { describe, expect, it } from "vitest";
import { ChargeInput, CorrectionInput, CreditNoteInput, InvoiceInput, SentenceInput } from "./ledger.schema";

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the debtor of a voucher form (B4)", () => {
  it("is flagged as required together with the other empty fields, on every form with a debtor", () => {
    const empty = { debtorId: "", voucherDate: "2026-01-01", amount: "", number: "", dueDate: "2026-01-01" };
    for (const schema of [CreditNoteInput, InvoiceInput, ChargeInput, CorrectionInput, SentenceInput]) {
      expect(issues(schema.safeParse(empty))).toMatchObject({
        debtorId: "validation.required",
        amount: "validation.required",
      });
    }
    expect(issues(CreditNoteInput.safeParse(empty))).toMatchObject({ number: "validation.required" });
  });

  it("is satisfied by a debtor id, and a body that is not an object is refused without a crash", () => {
    const ok = CreditNoteInput.safeParse({ debtorId: "d-1", voucherDate: "2026-01-01", amount: "5", number: "1" });
    expect(ok.success).toBe(true);
    expect(CreditNoteInput.safeParse(null).success).toBe(false);
  });
});
