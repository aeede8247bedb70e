import { describe, expect, it } from "vitest";
import { emailBasisOn } from "../../ledger/debtor-rules";
import { askedChannelsLawful, defaultChannels, emailAloneOf, unreachedLetters } from "./channel-rule";

const email = "ola@example.no";
const both = ["email", "post"] as const;

describe("e-mail alone only on a lawful basis (issue 18, inkassoloven § 3 a)", () => {
  it("the legal letters go by post and e-mail when the debtor has an address but no basis", () => {
    for (const kind of ["reminder", "debt-collection-notice", "payment-demand", "enforcement-notice"] as const) {
      const alone = emailAloneOf(kind, { email }, "2026-11-30");
      expect(alone).toEqual({ allowed: false, why: "noBasis" });
      expect(defaultChannels(both, alone)).toEqual(["post", "email"]);
      expect(askedChannelsLawful(["email"], alone)).toBe(false);
      expect(askedChannelsLawful(["email", "post"], alone)).toBe(true);
      expect(askedChannelsLawful(["post"], alone)).toBe(true);
    }
  });

  it("the payment reminder may go by e-mail alone; a debtor with no address gets post", () => {
    expect(defaultChannels(["email"], emailAloneOf("payment-reminder", { email }, "2026-11-30"))).toEqual(["email"]);
    const none = emailAloneOf("reminder", {}, "2026-11-30");
    expect(none).toEqual({ allowed: false, why: "noEmail" });
    expect(defaultChannels(both, none)).toEqual(["post"]);
    // a step set up for e-mail only offers no lawful channel without a basis: refused, never e-mail alone
    expect(defaultChannels(["email"], emailAloneOf("reminder", { email }, "2026-11-30"))).toBeNull();
  });

  it("consent, a digital mailbox, or an address the debtor used in the last 12 months is a basis", () => {
    for (const emailBasis of ["consent", "digital-mailbox", "address-used"] as const) {
      const alone = emailAloneOf("payment-demand", { email, emailBasis, emailBasisDate: "2026-06-01" }, "2026-11-30");
      expect(alone).toEqual({ allowed: true, basis: emailBasis });
      expect(defaultChannels(both, alone)).toEqual(["email"]);
    }
    // «nylig»: an address used more than 12 months before the sending day no longer counts; consent does
    const used = { email, emailBasis: "address-used" as const, emailBasisDate: "2025-11-29" };
    expect(emailBasisOn(used, "2026-11-29").holds).toBe(true);
    expect(emailBasisOn(used, "2026-11-30")).toEqual({ holds: false, why: "stale", date: "2025-11-29" });
    expect(emailBasisOn({ ...used, emailBasis: "consent" }, "2030-01-01").holds).toBe(true);
    // a basis dated after the sending day, or one without a date, is none
    expect(emailBasisOn({ email, emailBasis: "consent", emailBasisDate: "2026-12-01" }, "2026-11-30").holds).toBe(false);
    expect(emailBasisOn({ email, emailBasis: "consent" }, "2026-11-30").holds).toBe(false);
  });
});

describe("a bounced letter holds the next step until it reached the debtor (issue 18)", () => {
  const letter = {
    letterId: "L1",
    kind: "debt-collection-notice" as const,
    title: "Inkassovarsel",
    channels: ["email"] as ("email" | "post")[],
    emailBounced: true,
    createdAt: 1,
  };
  it("holds while the mail bounced and nothing else went", () => {
    expect(unreachedLetters([letter], [{ letterId: "L1", status: "bounced" }])).toEqual([letter]);
  });
  it("posted since, or a mail of it delivered since: reached", () => {
    expect(unreachedLetters([{ ...letter, channels: ["email", "post"] }], [])).toEqual([]);
    expect(
      unreachedLetters([letter], [
        { letterId: "L1", status: "bounced" },
        { letterId: "L1", status: "delivered" },
      ]),
    ).toEqual([]);
  });
  it("a payment reminder (no legal effect) and a letter not bounced hold nothing", () => {
    expect(unreachedLetters([{ ...letter, kind: "payment-reminder" }], [])).toEqual([]);
    expect(unreachedLetters([{ ...letter, emailBounced: false }], [])).toEqual([]);
  });
});
