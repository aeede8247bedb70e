import { describe, expect, it } from "vitest";
import { letterMail, subjectNamingCreditor } from "../letters/render-letter";
import { sampleLetter } from "../letters/pdf/sample-letter";
import { addressOf, creditorSenderName, decodeHeader, encodeDisplayName, fromHeader } from "./sender";

describe("a debtor's mail is from the creditor (issue 18, C5)", () => {
  it("names the creditor at our own address, encoded for a header", () => {
    const from = fromHeader("Innfri <no-reply@innfri.no>", creditorSenderName("Rørlegger AS"));
    expect(from).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <no-reply@innfri\.no>$/);
    expect(decodeHeader(from)).toBe("Rørlegger AS via Innfri <no-reply@innfri.no>");
    expect(fromHeader("no-reply@innfri.no", "Hansen AS via Innfri")).toBe('"Hansen AS via Innfri" <no-reply@innfri.no>');
    expect(fromHeader("Innfri <no-reply@innfri.no>", undefined)).toBe("Innfri <no-reply@innfri.no>");
    expect(addressOf("Innfri <a@b.no>")).toBe("a@b.no");
  });

  it("never lets a name break the header: CR, LF, NUL, bidi controls and quotes", () => {
    const evil = 'Evil AS\r\nBcc: victim@example.no\u0000\u202E "x"';
    const name = creditorSenderName(evil);
    expect(name).toBe('Evil AS Bcc: victim@example.no "x" via Innfri');
    const header = fromHeader("no-reply@innfri.no", name);
    expect(header).not.toMatch(/[\r\n\u0000]/);
    expect(header).toBe('"Evil AS Bcc: victim@example.no \\"x\\" via Innfri" <no-reply@innfri.no>');
    // a long non-ASCII name: encoded-words of at most 75 characters that decode to the name
    const long = encodeDisplayName(`${"Ærlige Østlandske Rørleggere ".repeat(6)}AS via Innfri`);
    for (const w of long.split(" ")) expect(w.length).toBeLessThanOrEqual(75);
    expect(decodeHeader(long)).toBe(`${"Ærlige Østlandske Rørleggere ".repeat(6)}AS via Innfri`);
  });

  it("the letter's mail: From the creditor, Reply-To its contact address, its name in the subject", () => {
    const m = sampleLetter();
    const mail = letterMail({ customerId: "c", caseId: "1", letterId: "l", channels: ["email"], email: { to: "d@example.no", subject: "Purring – sak 17" }, model: m }, "k");
    expect(mail.fromName).toBe("Fjordkraft Utleie AS via Innfri");
    expect(mail.replyTo).toBe("inkasso@fjordutleie.no");
    expect(mail.subject).toBe("Fjordkraft Utleie AS: Purring – sak 17");
    expect(mail.text).not.toContain("blir ikke lest");
    // no contact address: no Reply-To, and the mail says so in the debtor's language
    const none = letterMail(
      { customerId: "c", caseId: "1", letterId: "l", channels: ["email"], email: { to: "d@example.no" }, model: { ...m, creditor: { ...m.creditor, contact: {} } } },
      "k",
    );
    expect(none.replyTo).toBeUndefined();
    expect(none.text).toContain("Svar på denne e-posten blir ikke lest. Kontakt Fjordkraft Utleie AS direkte om kravet.");
    expect(none.html).toContain("blir ikke lest");
    expect(none.subject).toBe("Betalingsoppfordring fra Fjordkraft Utleie AS (sak 2026-0017)");
  });

  it("a subject keeps to one line", () =>
    expect(subjectNamingCreditor("Purring\r\nBcc: x@y.no", "A AS")).toBe("A AS: Purring Bcc: x@y.no"));
});
