import { describe, expect, it } from "vitest";
import { csvAmount, csvCell, csvDate, toCsv } from "./csv";

describe("CSV downloads", () => {
  it("guards cells a spreadsheet would run as a formula, and quotes separators", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+47 22")).toBe("'+47 22");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell("Fjord; Kaffe")).toBe('"Fjord; Kaffe"');
    expect(csvCell('Si "hei"')).toBe('"Si ""hei"""');
    expect(csvCell("Vanlig")).toBe("Vanlig");
  });
  it("guards the fullwidth forms ＝ ＋ － ＠ and a leading line feed too (F12d)", () => {
    expect(csvCell("\uFF1D1+1")).toBe("'\uFF1D1+1");
    expect(csvCell("\uFF0BSUM(A1)")).toBe("'\uFF0BSUM(A1)");
    expect(csvCell("\uFF0D1")).toBe("'\uFF0D1");
    expect(csvCell("\uFF20A1")).toBe("'\uFF20A1");
    expect(csvCell("\n=1")).toBe(`"'\n=1"`);
  });
  it("writes amounts as Norwegian Excel reads numbers", () => {
    expect(csvAmount(123450)).toBe("1234,50");
    expect(csvAmount(5)).toBe("0,05");
    expect(csvAmount(100_000_00)).toBe("100000,00");
  });
  it("starts with a byte-order mark and ends lines with CRLF", () => {
    expect(toCsv(["A", "B"], [["1", "2"]])).toBe("\uFEFFA;B\r\n1;2\r\n");
  });
});

describe("csvDate", () => {
  it("writes a calendar date and a timestamp's Oslo day as DD.MM.YYYY", () => {
    expect(csvDate("2026-05-15")).toBe("15.05.2026");
    expect(csvDate(Date.parse("2026-12-31T23:30:00Z"))).toBe("01.01.2027");
    expect(csvDate("2026-06-30T22:15:00.000Z")).toBe("01.07.2026");
    expect(csvDate(undefined)).toBe("");
  });
});
