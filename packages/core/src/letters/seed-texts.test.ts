import { describe, expect, it } from "vitest";
import { letterAccountNumber } from "./pdf/format";
import { EMAILS_EN } from "./seed-texts-en";
import { EMAILS_NO, LETTERS_NO } from "./seed-texts-no";

/** The language slips of letters-legal-review §4 (issue 18 #16), in the seeded texts this part owns. */
describe("the seeded texts read as Norwegian and English are written", () => {
  it("opens every mail body with a capital after the greeting", () => {
    for (const [key, mail] of [...Object.entries(EMAILS_NO), ...Object.entries(EMAILS_EN)]) {
      const opening = mail.body.split("\n\n")[1]!;
      expect(opening[0], key).toBe(opening[0]!.toUpperCase());
    }
  });

  it("gives each letter in a Norwegian cover mail its article", () => {
    expect(EMAILS_NO["debt-collection-notice"].body).toContain("Vedlagt finner du et inkassovarsel fra");
    expect(EMAILS_NO.reminder.body).toContain("Vedlagt finner du en purring fra");
    expect(EMAILS_NO["enforcement-notice"].body).toContain("Vedlagt finner du et varsel om tvangsfullbyrdelse fra");
    expect(EMAILS_EN["payment-demand"].body).toContain("Please find attached a payment demand from");
  });

  it("asks for fravikelse «av» the premises, not «fra»", () => {
    const rent = JSON.stringify(LETTERS_NO);
    expect(rent).toContain("fravikelse (utkastelse) av leieobjektet");
    expect(rent).not.toContain("fra leieobjektet");
  });

  it("writes the account number one way: 1234 56 78903", () => {
    expect(letterAccountNumber("12345678903")).toBe("1234 56 78903");
    expect(letterAccountNumber("1234.56.78903")).toBe("1234 56 78903");
  });
});
