import { describe, expect, it } from "vitest";
import { t } from "../i18n/messages";
import { TransactionCanceledError } from "../dynamo/transaction";
import { costOf, refusalAt, refuseShort, TOP_UP_PATH, type Use } from "./entitlements";

const units = (use: Use) => {
  const { cases, halfSends, creditChecks, pages, amountOre } = costOf(use);
  return { cases, halfSends, creditChecks, pages, amountOre };
};

describe("what a use costs (SPEC 9, issue 19)", () => {
  it("a case once when it starts or is opened, none when reopened", () => {
    expect(units({ kind: "case-start" })).toMatchObject({ cases: 1, halfSends: 0 });
    expect(units({ kind: "case-open" })).toMatchObject({ cases: 1 });
    expect(units({ kind: "case-reopen" })).toEqual({ cases: 0, halfSends: 0, creditChecks: 0, pages: 0, amountOre: 0 });
  });

  it("a letter by e-mail one send, by post half a send, both one and a half, a partner none", () => {
    expect(units({ kind: "step", channels: ["email"] }).halfSends).toBe(2);
    expect(units({ kind: "step", channels: ["post"] }).halfSends).toBe(1);
    expect(units({ kind: "step", channels: ["email", "post"] }).halfSends).toBe(3);
    expect(units({ kind: "step", channels: ["partner"] }).halfSends).toBe(0);
    // a resend goes by e-mail: it counts like a send; sending a letter again by post costs what post costs
    expect(units({ kind: "resend" }).halfSends).toBe(2);
    expect(units({ kind: "post" }).halfSends).toBe(1);
  });

  it("a credit check one check; invoice-copy pages NOK 2 each by post, free by e-mail, no units", () => {
    expect(units({ kind: "credit-check" })).toMatchObject({ creditChecks: 1, cases: 0, halfSends: 0 });
    expect(units({ kind: "invoice-copy", pages: 3, channel: "post" })).toEqual({
      cases: 0,
      halfSends: 0,
      creditChecks: 0,
      pages: 3,
      amountOre: 6_00,
    });
    expect(units({ kind: "invoice-copy", pages: 3, channel: "email" }).amountOre).toBe(0);
  });
});

describe("refusals for want of units", () => {
  const cancelled = (reasons: (string | undefined)[]) => new TransactionCanceledError(reasons);

  it("say SPEC 8's message on `allowance`, with the top-up page, only for the use's own item", () => {
    const err = cancelled(["None", "None", "ConditionalCheckFailed", "None"]);
    const sends = refusalAt(err, 2, { kind: "post" });
    expect(sends).toMatchObject({
      messageKey: "cases.notEnoughSends",
      fields: { allowance: ["cases.notEnoughSends"] },
    });
    expect(sends?.details).toEqual({ topUp: TOP_UP_PATH });
    expect(TOP_UP_PATH).toBe("/customer/top-up");
    expect(refusalAt(err, 2, { kind: "case-start" })?.messageKey).toBe("cases.notEnoughCases");
    expect(refusalAt(err, 2, { kind: "credit-check" })?.messageKey).toBe("entitlements.notEnoughCreditChecks");
    // another item's condition, a conflict, or a use that costs no units: not a refusal of metering
    expect(refusalAt(err, 1, { kind: "post" })).toBeNull();
    expect(refusalAt(cancelled(["None", "None", "TransactionConflict"]), 2, { kind: "post" })).toBeNull();
    expect(refusalAt(err, 2, { kind: "case-reopen" })).toBeNull();
    expect(refusalAt(new Error("x"), 2, { kind: "post" })).toBeNull();
  });

  it("are checked before writing from what is left", () => {
    expect(() => refuseShort(null, { kind: "case-start" })).toThrow("cases.notEnoughCases");
    expect(() => refuseShort({ cases: 1 }, { kind: "case-start" })).not.toThrow();
    expect(() => refuseShort({ halfSends: 2 }, { kind: "step", channels: ["email", "post"] })).toThrow(
      "cases.notEnoughSends",
    );
  });

  it("have their texts in both languages", () => {
    expect(t("en", "cases.notEnoughCases")).toBe("Not enough cases");
    expect(t("en", "cases.notEnoughSends")).toBe("Not enough sends");
    expect(t("no", "entitlements.notEnoughCreditChecks")).toBe("Ikke nok kredittsjekker.");
    expect(t("en", "entitlements.notEnoughCreditChecks")).toBe("Not enough credit checks");
  });
});
