import { describe, expect, it } from "vitest";
import { birthDateOfNationalId, petitionAttachments, respondentIdOf } from "./petition";

describe("a petition's respondent and attachments (domstol.no «Tvangsfullbyrdelse»)", () => {
  it("reads the birth date of a fødselsnummer or D-number, with the century from the individual number", () => {
    expect(birthDateOfNationalId("01028012345")).toBe("1980-02-01");
    expect(birthDateOfNationalId("41028012345")).toBe("1980-02-01"); // D-number
    expect(birthDateOfNationalId("01020550012")).toBe("2005-02-01");
    expect(birthDateOfNationalId("3102801234")).toBeNull();
    expect(birthDateOfNationalId("31028012345")).toBeNull(); // 31 February
  });

  it("names a company by its number and a person by the birth date, and says when neither is registered", () => {
    expect(respondentIdOf("enforcement-petition", { type: "company", orgNumber: "923609016" })).toBe(
      "Saksøktes org.nr.: 923 609 016",
    );
    expect(respondentIdOf("conciliation-claim", { type: "person", birthDate: "1980-02-01" })).toBe(
      "Innklagedes fødselsdato: 01.02.1980",
    );
    expect(respondentIdOf("bankruptcy-petition", { type: "person", nationalId: "01028012345" })).toBe(
      "Skyldnerens fødselsdato: 01.02.1980",
    );
    expect(respondentIdOf("enforcement-petition", { type: "person" })).toBe(
      "Saksøktes fødselsdato: ikke registrert hos kreditor",
    );
  });

  it("attaches the invoices, the notice the petition rests on with its date, and for fravikelse the lease", () => {
    const earlier = [
      { kind: "payment-demand", nameNo: "Betalingsoppfordring", sendDate: "2026-09-01" },
      { kind: "enforcement-notice", nameNo: "Varsel etter tvangsfullbyrdelsesloven § 4-18", sendDate: "2026-09-20" },
    ];
    expect(petitionAttachments("enforcement-petition", ["2026-118", "2026-119"], earlier)).toEqual([
      "Kopi av faktura 2026-118, 2026-119",
      "Kopi av varsel etter tvangsfullbyrdelsesloven § 4-18 sendt 20.09.2026",
    ]);
    expect(petitionAttachments("eviction", ["H-11"], earlier)).toEqual([
      "Kopi av faktura H-11",
      "Kopi av varsel etter tvangsfullbyrdelsesloven § 4-18 sendt 20.09.2026",
      "Kopi av leieavtalen med klausul om fravikelse ved manglende betaling",
    ]);
    expect(petitionAttachments("bankruptcy-petition", ["1"], earlier)).toEqual(["Kopi av faktura 1"]);
    // the konkursvarsel with its service and the proof of it (issue 18 #1)
    const served = [
      { kind: "bankruptcy-notice", nameNo: "Konkursvarsel", sendDate: "2026-10-01", servedDate: "2026-10-06" },
    ];
    expect(petitionAttachments("bankruptcy-petition", ["1"], served)).toEqual([
      "Kopi av faktura 1",
      "Kopi av konkursvarsel sendt 01.10.2026, forkynt 06.10.2026, med forkynnelsesbevis",
    ]);
  });
});
