import { describe, expect, it } from "vitest";
import { t } from "../../i18n/messages";
import { AppError } from "../../util/error";
import { noteText } from "./case-notes";
import { checkUpload, isPdf, uploadFileName } from "./case-uploads";
import { UPLOAD_MAX_BYTES } from "./case-notes.schema";

const bytes = (s: string) => new TextEncoder().encode(s);

/** The first message of a field's 422, in one language. */
function refusal(fn: () => unknown, lang: "no" | "en" = "en"): Record<string, string> {
  try {
    fn();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return Object.fromEntries(
      Object.entries(err.fields ?? {}).map(([f, keys]) => [
        f,
        t(lang, keys[0]!, { ...err.params, ...err.fieldParams?.[f] }),
      ]),
    );
  }
  throw new Error("not refused");
}

describe("uploaded PDFs: the rules", () => {
  it("knows a PDF by its header at the start, its trailer and end, without active content, and nothing else (G11)", () => {
    const pdf = (body = "1 0 obj\n<< /Type /Catalog >>\nendobj") => `%PDF-1.7\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
    expect(isPdf(bytes(pdf()))).toBe(true);
    expect(isPdf(bytes(`\uFEFF${pdf()}`))).toBe(true);
    expect(isPdf(bytes(pdf().replace("trailer", "startxref")))).toBe(true);
    // "%PDF-" anywhere else, a header without an end, an HTML or SVG page that names it: no PDF
    expect(isPdf(bytes(` ${pdf()}`))).toBe(false);
    expect(isPdf(bytes(`<html><!-- ${pdf()} --><script>alert(1)</script></html>`))).toBe(false);
    expect(isPdf(bytes(`<svg onload="alert(1)"><!-- ${pdf()} --></svg>`))).toBe(false);
    expect(isPdf(bytes("%PDF-1.7\n..."))).toBe(false);
    // active content a viewer would run or launch
    expect(isPdf(bytes(pdf("1 0 obj\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj")))).toBe(false);
    expect(isPdf(bytes(pdf("1 0 obj\n<< /S /Launch /F (calc.exe) >>\nendobj")))).toBe(false);
    expect(isPdf(bytes("%PDF"))).toBe(false);
    expect(isPdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });

  it("refuses too large first, then a declared type that is not PDF, then bytes that are not, in both languages", () => {
    const pdf = bytes("%PDF-1.4\ntrailer\n<< >>\n%%EOF\n");
    expect(refusal(() => checkUpload({ size: UPLOAD_MAX_BYTES + 1, type: "image/png" }))).toEqual({
      file: "The file is larger than 4 MB. Compress the PDF and try again.",
    });
    expect(refusal(() => checkUpload({ size: UPLOAD_MAX_BYTES + 1, type: "" }), "no")).toEqual({
      file: "Filen er større enn 4 MB. Komprimer PDF-en og prøv igjen.",
    });
    expect(refusal(() => checkUpload({ size: 8, type: "image/png", bytes: pdf }))).toEqual({
      file: "Only PDF files can be uploaded.",
    });
    expect(refusal(() => checkUpload({ size: 3, type: "application/pdf", bytes: bytes("hei") }), "no")).toEqual({
      file: "Bare PDF-filer kan lastes opp.",
    });
    expect(() =>
      checkUpload({ size: UPLOAD_MAX_BYTES, type: "application/pdf; charset=binary", bytes: pdf }),
    ).not.toThrow();
    expect(() => checkUpload({ size: 8, type: "", bytes: pdf })).not.toThrow();
  });

  it("keeps the user's file name, made safe and ending in .pdf", () => {
    expect(uploadFileName("Avtale æøå.pdf")).toBe("Avtale æøå.pdf");
    expect(uploadFileName("../../etc/passwd")).toBe("etc-passwd.pdf");
    expect(uploadFileName("kvittering.PDF")).toBe("kvittering.PDF");
    expect(uploadFileName("")).toBe("dokument.pdf");
    // bidi controls go (G11): the name shows in the order it was typed, "…exe.pdf", not "…fdp.exe"
    expect(uploadFileName("faktura\u202Efdp.exe.pdf")).toBe("fakturafdp.exe.pdf");
    expect(uploadFileName("a\u2066b\u200Fc\u200E.pdf")).toBe("abc.pdf");
  });
});

describe("case notes: the text", () => {
  it("is trimmed, required and at most 2000 characters (æøå count once)", () => {
    expect(noteText("  Hei \n")).toBe("Hei");
    expect(noteText("ø".repeat(2000))).toHaveLength(2000);
    expect(refusal(() => noteText(" \n "))).toEqual({ text: "Please type something" });
    expect(refusal(() => noteText("x".repeat(2001)), "no")).toEqual({ text: "Et notat kan ha høyst 2000 tegn." });
  });
});
