import { describe, expect, it } from "vitest";
import { asciiFileName, contentDisposition, safeFileName, slugFileName } from "./download";

describe("download names", () => {
  it("keeps Norwegian letters in filename* and spells them out in filename", () => {
    expect(contentDisposition("Brev æøå.pdf")).toBe(
      `attachment; filename="Brev aeoa.pdf"; filename*=UTF-8''Brev%20%C3%A6%C3%B8%C3%A5.pdf`,
    );
    expect(contentDisposition("Purring Ødegård.pdf", "inline")).toMatch(/^inline; filename="Purring Odegard.pdf"; /);
  });

  it("takes out what a file name or header must not carry", () => {
    expect(safeFileName('../../etc/"passwd"\r\n.pdf')).toBe("etc-passwd-.pdf");
    expect(asciiFileName('a"b\\c%d')).toBe("a_b_c_d");
    expect(safeFileName(`${"x".repeat(200)}.pdf`)).toHaveLength(120);
    expect(safeFileName(`${"x".repeat(200)}.pdf`).endsWith(".pdf")).toBe(true);
    expect(safeFileName("  ")).toBe("dokument");
  });

  it("makes file names from words", () => {
    expect(slugFileName("Betalingsoppfordring", "2026-0017")).toBe("betalingsoppfordring-2026-0017");
    expect(slugFileName("Siste varsel før utlegg", "Kåre Ærø")).toBe("siste-varsel-før-utlegg-kåre-ærø");
  });
});
