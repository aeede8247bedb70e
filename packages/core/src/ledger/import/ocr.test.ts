import { describe, expect, it } from "vitest";
import { kidCheckDigitMod11 } from "../../util/identifiers";
import { kidFor, num, ocrFile, ocrRecords, record } from "./fixtures/generate";
import { parseOcr } from "./ocr";
import { ImportFileError } from "./types";

const bytes = (text: string) => new TextEncoder().encode(text);
const parse = (lines: string[]) => parseOcr(bytes(lines.join("\r\n") + "\r\n"));

/** The error `fn` throws (failing the test when it does not throw an ImportFileError). */
function fileError(fn: () => unknown): ImportFileError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportFileError) return e;
    throw e;
  }
  throw new Error("expected an ImportFileError");
}

const payments = [
  { kid: kidFor("0010017"), amountOre: 125_000, date: "2026-10-06" },
  { kid: kidFor("12345678"), amountOre: 49_950, date: "2026-10-05" },
  { kid: "12345678" + kidCheckDigitMod11("12345678"), amountOre: 1, date: "2026-10-06" },
];

describe("OCR giro", () => {
  it("reads the constructed example of the research (VAN-R4), completed with its second transaction", () => {
    const lines = [
      "NY000010000080800000123000123450000000000000000000000000000000000000000000000000",
      "NY090020001234567000000112345678903000000000000000000000000000000000000000000000",
      "NY09103000000010610260106100001000000000000125000                  0010017000000",
      "NY091031000000100000000001234567890000000051026987654321090000000000000000000000",
      record(
        "NY091030",
        "0000002",
        "061026",
        "01",
        "06",
        "1",
        "00002",
        "0",
        num(49_950, 17),
        kidFor("001002").padStart(25),
      ),
      record("NY091031", "0000002", "0000000000", "000000000", "0000000", "051026", "00000000000"),
      "NY090088000000020000000600000000000174950061026061026061026000000000000000000000",
      "NY000089000000020000000800000000000174950061026000000000000000000000000000000000",
    ];
    const result = parse(lines);
    expect(result.errors).toEqual([]);
    expect(result.fileId).toBe("ocr:00008080:0000123:00012345");
    expect(result.totals).toEqual({ count: 2, amountOre: 174_950 });
    expect(result.rows).toEqual([
      {
        line: 3,
        kind: "payment",
        voucherDate: "2026-10-06",
        amountOre: 125_000,
        kid: "0010017",
        currency: "NOK",
        reference: "123456789",
        externalId: "ocr:1:1:2026-10-06:0010017:125000",
      },
      {
        line: 5,
        kind: "payment",
        voucherDate: "2026-10-06",
        amountOre: 49_950,
        kid: kidFor("001002"),
        currency: "NOK",
        externalId: `ocr:1:2:2026-10-06:${kidFor("001002")}:49950`,
      },
    ]);
  });

  it("reads a generated file: one payment per transaction, MOD10 and MOD11 KIDs, dates in order", () => {
    const result = parseOcr(bytes(ocrFile(payments, { transmissionNumber: "0000042" })));
    expect(result.errors).toEqual([]);
    expect(result.fileId).toBe("ocr:00008080:0000042:00012345");
    expect(result.totals).toEqual({ count: 3, amountOre: 174_951 });
    expect(result.rows.map((r) => [r.line, r.voucherDate, r.amountOre, r.kid])).toEqual([
      [3, "2026-10-05", 49_950, payments[1]!.kid],
      [5, "2026-10-06", 125_000, payments[0]!.kid],
      [7, "2026-10-06", 1, payments[2]!.kid],
    ]);
    // The external id is stable: the same file gives the same ids.
    const again = parseOcr(bytes(ocrFile(payments, { transmissionNumber: "0000042" })));
    expect(again.rows.map((r) => r.externalId)).toEqual(result.rows.map((r) => r.externalId));
  });

  it("accepts LF line endings and trailing blank lines", () => {
    const result = parseOcr(bytes(ocrFile(payments, { lineEnding: "\n" }) + "\n\n"));
    expect(result.rows).toHaveLength(3);
  });

  it("keeps a payment whose KID fails both check digits, without a KID, for manual treatment", () => {
    const result = parseOcr(bytes(ocrFile([{ kid: "0010018", amountOre: 5000, date: "2026-01-31" }])));
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]!.kid).toBeUndefined();
    expect(result.rows[0]!.externalId).toBe("ocr:1:1:2026-01-31:0010018:5000");
  });

  it("makes a negative transaction (reversal) a row error and keeps the others", () => {
    const result = parseOcr(
      bytes(
        ocrFile([
          { kid: kidFor("1001"), amountOre: 10_000, date: "2026-02-02" },
          { kid: kidFor("1002"), amountOre: -2_500, date: "2026-02-03", transactionType: 18 },
        ]),
      ),
    );
    expect(result.rows.map((r) => r.amountOre)).toEqual([10_000]);
    expect(result.errors).toEqual([{ line: 5, field: "amount", message: "imports.ocr.negativeAmount" }]);
    expect(result.totals).toEqual({ count: 2, amountOre: 7_500 });
  });

  it("makes a transaction above NOK 10 000 000 000 a row error and keeps the others", () => {
    const result = parseOcr(
      bytes(
        ocrFile([
          { kid: kidFor("1001"), amountOre: 10_000, date: "2026-02-02" },
          { kid: kidFor("1002"), amountOre: 1_000_000_000_001, date: "2026-02-03" },
          { kid: kidFor("1003"), amountOre: 1_000_000_000_000, date: "2026-02-04" },
        ]),
      ),
    );
    expect(result.rows.map((r) => [r.line, r.amountOre])).toEqual([
      [3, 10_000],
      [7, 1_000_000_000_000],
    ]);
    expect(result.errors).toEqual([{ line: 5, field: "amount", message: "validation.amountTooLarge" }]);
    expect(result.totals).toEqual({ count: 3, amountOre: 2_000_000_010_001 });
  });

  it("adds the 17-digit amounts exactly: a transaction beyond 2⁵³ øre is a row error, not a sum mismatch", () => {
    const lines = ocrRecords([
      { kid: kidFor("1001"), amountOre: 1, date: "2026-02-02" },
      { kid: kidFor("1002"), amountOre: 2, date: "2026-02-03" },
    ]);
    // 2⁵³ + 1 øre: as numbers, it and the sum with 1 øre (2⁵³ + 2) are rounded apart and would not add up
    lines[4] = lines[4]!.slice(0, 32) + "09007199254740993" + lines[4]!.slice(49);
    for (const i of [6, 7]) lines[i] = lines[i]!.slice(0, 24) + "09007199254740994" + lines[i]!.slice(41);
    const result = parse(lines);
    expect(result.rows.map((r) => r.amountOre)).toEqual([1]);
    expect(result.errors).toEqual([{ line: 5, field: "amount", message: "validation.amountTooLarge" }]);
    // one øre off is still a mismatch, however large the amounts
    for (const i of [6, 7]) lines[i] = lines[i]!.slice(0, 24) + "09007199254740995" + lines[i]!.slice(41);
    expect(fileError(() => parse(lines)).messageKey).toBe("imports.ocr.totalsMismatch");
  });

  it("reads the free text of card transactions (types 20/21, record 32)", () => {
    const lines = ocrRecords([{ kid: "", amountOre: 30_000, date: "2026-03-01", transactionType: 21 }]);
    const withText = [
      ...lines.slice(0, 4),
      record("NY092132", "0000001", "Faktura 1001 Kari Nordmann".padEnd(40, " ")),
      lines[4]!.slice(0, 16) + num(5, 8) + lines[4]!.slice(24),
      lines[5]!.slice(0, 16) + num(7, 8) + lines[5]!.slice(24),
    ];
    const result = parse(withText);
    expect(result.rows[0]).toMatchObject({ reference: "Faktura 1001 Kari Nordmann", amountOre: 30_000 });
    expect(result.rows[0]).not.toHaveProperty("kid");
  });

  describe("refuses the whole file, naming the line", () => {
    const good = ocrRecords(payments);

    it("when the assignment's sum does not match the transactions", () => {
      const lines = [...good];
      lines[8] = lines[8]!.slice(0, 24) + num(174_952, 17) + lines[8]!.slice(41);
      const e = fileError(() => parse(lines));
      expect(e.messageKey).toBe("imports.ocr.totalsMismatch");
      expect(e.line).toBe(9);
      expect(e.params).toEqual({ line: 9, expected: 174_952, actual: 174_951 });
    });

    it("when the transmission's transaction count is wrong", () => {
      const lines = [...good];
      lines[9] = lines[9]!.slice(0, 8) + num(4, 8) + lines[9]!.slice(16);
      const e = fileError(() => parse(lines));
      expect([e.messageKey, e.line]).toEqual(["imports.ocr.countMismatch", 10]);
    });

    it("when the record count is wrong (a transaction removed)", () => {
      const lines = [...good.slice(0, 6), ...good.slice(8)];
      const e = fileError(() => parse(lines));
      expect(e.line).toBe(7);
      expect(e.messageKey).toBe("imports.ocr.countMismatch");
    });

    it("when a record is not 80 characters", () => {
      const lines = [...good];
      lines[3] = lines[3]!.slice(0, 79);
      const e = fileError(() => parse(lines));
      expect([e.messageKey, e.line, e.params.length]).toEqual(["imports.ocr.recordLength", 4, 79]);
    });

    it("when a date does not exist (31.02.26)", () => {
      const lines = [...good];
      lines[2] = lines[2]!.slice(0, 15) + "310226" + lines[2]!.slice(21);
      const e = fileError(() => parse(lines));
      expect([e.messageKey, e.line, e.params.value]).toEqual(["imports.ocr.date", 3, "310226"]);
    });

    it("when an amount is not numeric", () => {
      const lines = [...good];
      lines[2] = lines[2]!.slice(0, 40) + "12x45" + lines[2]!.slice(45);
      expect(fileError(() => parse(lines)).messageKey).toBe("imports.ocr.malformedRecord");
    });

    it("when a record lacks the NY format code", () => {
      const lines = [...good];
      lines[1] = "XX" + lines[1]!.slice(2);
      expect([fileError(() => parse(lines)).messageKey, fileError(() => parse(lines)).line]).toEqual([
        "imports.ocr.malformedRecord",
        2,
      ]);
    });

    it("when records are out of order (amount item 2 without item 1)", () => {
      const lines = [...good.slice(0, 2), ...good.slice(3)];
      const e = fileError(() => parse(lines));
      expect([e.messageKey, e.line]).toEqual(["imports.ocr.unexpectedRecord", 3]);
    });

    it("when amount items 1 and 2 carry different transaction numbers", () => {
      const lines = [...good];
      lines[3] = lines[3]!.slice(0, 8) + "0000009" + lines[3]!.slice(15);
      expect(fileError(() => parse(lines)).line).toBe(4);
    });

    it("when the end of transmission is missing", () => {
      const e = fileError(() => parse(good.slice(0, -1)));
      expect([e.messageKey, e.line]).toEqual(["imports.ocr.incomplete", 9]);
    });

    it("when anything follows the end of transmission", () => {
      expect(fileError(() => parse([...good, good[1]!])).line).toBe(11);
    });

    it("when the file is empty or not OCR at all", () => {
      expect(fileError(() => parseOcr(bytes(""))).messageKey).toBe("imports.empty");
      expect(fileError(() => parseOcr(bytes("Kundenr;Beløp\n1;2\n"))).messageKey).toBe("imports.ocr.recordLength");
    });
  });
});
