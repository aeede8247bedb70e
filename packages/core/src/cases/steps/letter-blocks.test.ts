import { describe, expect, it } from "vitest";
import { kidOf, templateFiller, withoutKidPhrases } from "./letter-blocks";

describe("the KID of a case's letters (issue 18 #13)", () => {
  it("keeps the claim's own KID, makes one only under a KID agreement, else none", () => {
    expect(kidOf({ kid: "1234567", caseNumber: 42 }, { length: 10, modulus: "MOD10" })).toBe("1234567");
    expect(kidOf({ caseNumber: 42 }, { length: 5, modulus: "MOD11" })).toBe("00426"); // 0042: 2·2 + 4·3 = 16, 16 mod 11 = 5, 11 − 5 = 6
    expect(kidOf({ caseNumber: 42 }, null)).toBeNull();
  });

  it("reads a template saved before as asking for the case number when there is no KID", () => {
    const text = "Betal {{amounts.total}} til kontonummer {{accountNumber}} med KID {{kid}}.\nKID: {{kid}}";
    expect(withoutKidPhrases(text, "no", 42)).toBe(
      "Betal {{amounts.total}} til kontonummer {{accountNumber}} {{payment.reference}}.\nMerk betalingen med saksnummer 42",
    );
    expect(withoutKidPhrases("Pay to {{accountNumber}} with KID {{ kid }}.", "en", 42)).toBe(
      "Pay to {{accountNumber}} {{payment.reference}}.",
    );
  });
});

describe("the creditor's contact in a letter (issue 18 #9's slips)", () => {
  const text = "ta kontakt med {{creditor.name}} på {{creditor.email}} eller {{creditor.phone}} før fristen";
  const values = { "creditor.name": "Kreditor AS", "creditor.email": "post@kreditor.no", "creditor.phone": "22 33 44 55" };
  it("names both, or the one the creditor has, never an empty «eller»", () => {
    expect(templateFiller(values, "t")(text)).toBe(
      "ta kontakt med Kreditor AS på post@kreditor.no eller 22 33 44 55 før fristen",
    );
    expect(templateFiller({ ...values, "creditor.phone": "" }, "t")(text)).toBe(
      "ta kontakt med Kreditor AS på post@kreditor.no før fristen",
    );
    expect(templateFiller({ ...values, "creditor.email": " " }, "t")(`${text}. At {{creditor.email}}, {{creditor.phone}} or`)).toBe(
      "ta kontakt med Kreditor AS på 22 33 44 55 før fristen. At 22 33 44 55 or",
    );
  });
});
