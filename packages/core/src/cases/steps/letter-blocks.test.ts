import { describe, expect, it } from "vitest";
import type { CaseClaimView } from "../case-views.schema";
import { AppError } from "../../util/error";
import { claimsDescription, templateFiller } from "./letter-blocks";

const claim = (over: Partial<CaseClaimView>): CaseClaimView => ({
  caseId: "1",
  voucherId: "v1",
  type: 1,
  claimType: "invoice",
  number: "2026-118",
  voucherDate: "2026-10-01",
  dueDate: "2026-10-15",
  amountOre: 1_000_00,
  openOre: 1_000_00,
  source: "ledger",
  addedAt: 0,
  ...over,
});

describe("what the claim is for (inkassoloven § 10 b; letters-legal-review #12, usability-review-2 C6)", () => {
  it("names the invoice with its date, and its text when it has one, in the letter's language", () => {
    expect(claimsDescription([claim({})], "no")).toBe("faktura 2026-118 av 01.10.2026");
    expect(claimsDescription([claim({ description: "Rørleggerarbeid" })], "no")).toBe(
      "faktura 2026-118 av 01.10.2026: Rørleggerarbeid",
    );
    expect(claimsDescription([claim({ description: "Plumbing" })], "en")).toBe("invoice 2026-118 of 01.10.2026: Plumbing");
  });

  it("joins several claims with «og», by semicolons when a text may hold commas", () => {
    const second = claim({ voucherId: "v2", number: "2026-131", voucherDate: "2026-11-02" });
    expect(claimsDescription([claim({}), second, claim({ number: "7", claimType: "finalBalance" })], "no")).toBe(
      "faktura 2026-118 av 01.10.2026, faktura 2026-131 av 02.11.2026 og krav 7 av 01.10.2026",
    );
    expect(claimsDescription([claim({ description: "Deler, rør" }), second], "en")).toBe(
      "invoice 2026-118 of 01.10.2026: Deler, rør and invoice 2026-131 of 02.11.2026",
    );
  });
});

describe("filling a letter's templates (security-review-2 G5)", () => {
  it("refuses a placeholder the letter has no value for with a 422 naming the template, never a plain error (a 500)", () => {
    const fill = templateFiller({ "case.number": "10042" }, "payment-reminder-no");
    expect(fill("Sak {{case.number}}")).toBe("Sak 10042");
    expect(fill(null)).toBe("");
    let caught: unknown;
    try {
      fill("Første avdrag {{plan.firstDate}}, {{debtor.nam}}");
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({
      code: "VALIDATION",
      messageKey: "procedures.templateUnfilled",
      params: { template: "payment-reminder-no", placeholders: "{{debtor.nam}}, {{plan.firstDate}}" },
    });
  });
});
