import { describe, expect, it } from "vitest";
import { RegisterInput } from "../accounts/auth.schema";
import { fieldErrorsFrom } from "./field-errors";
import {
  isStrongPassword,
  isValidEmail,
  required,
  singleLine,
  stripControls,
  stripControlsKeepingLines,
} from "./validation";

describe("e-mail rule (SPEC 5: 6-254 characters, local part up to 64, TLD of 2-63 letters)", () => {
  it.each(["ola@firma.no", "o.nordmann+inkasso@sub.firma.com", "a1@b.co"])("accepts %s", (v) =>
    expect(isValidEmail(v)).toBe(true),
  );
  it.each([
    ["too short", "a@b.c"],
    ["no at", "ola.firma.no"],
    ["one-letter TLD", "ola@firma.n"],
    ["digits in TLD", "ola@firma.n0"],
    ["no TLD", "ola@localhost"],
    ["local part over 64", `${"a".repeat(65)}@firma.no`],
    ["over 254", `ola@${"a".repeat(250)}.no`],
    ["double dot", "ola..n@firma.no"],
    ["space", "ola n@firma.no"],
  ])("rejects %s", (_, v) => expect(isValidEmail(v)).toBe(false));
});

describe("password rule (SPEC 5)", () => {
  it("accepts 10+ characters with number, special, upper and lower", () =>
    expect(isStrongPassword("Demo-passord-2026!")).toBe(true));
  it.each([
    ["9 characters", "Abcdef1!x"],
    ["no number", "Abcdefghij!"],
    ["no special", "Abcdefghij1"],
    ["no upper", "abcdefghij1!"],
    ["no lower", "ABCDEFGHIJ1!"],
  ])("rejects %s", (_, v) => expect(isStrongPassword(v)).toBe(false));
  it("counts Norwegian letters as upper and lower case", () => expect(isStrongPassword("ÆØÅæøå123!x")).toBe(true));
});

describe("registration input", () => {
  const valid = {
    email: "Ola@Firma.NO",
    password: "Sikkert-passord1",
    passwordConfirmation: "Sikkert-passord1",
    phone: "+47 412 34 567",
    firstName: "Ola",
    lastName: "Nordmann",
    acceptTerms: true,
  };
  it("lowercases the e-mail", () => expect(RegisterInput.parse(valid).email).toBe("ola@firma.no"));
  it("names each failing field with its message key", () => {
    const res = RegisterInput.safeParse({
      ...valid,
      email: "x",
      passwordConfirmation: "other",
      acceptTerms: false,
      firstName: "  ",
    });
    expect(res.success).toBe(false);
    const errors = fieldErrorsFrom(res.error!);
    expect(errors).toMatchObject({
      email: ["validation.email"],
      acceptTerms: ["validation.acceptTerms"],
      firstName: ["validation.required"],
    });
  });
  it("reports a mismatched confirmation on passwordConfirmation", () => {
    const res = RegisterInput.safeParse({ ...valid, passwordConfirmation: "Sikkert-passord2" });
    expect(fieldErrorsFrom(res.error!)).toEqual({ passwordConfirmation: ["validation.passwordConfirmation"] });
  });
  it("treats missing fields as required", () => {
    const res = RegisterInput.safeParse({});
    const errors = fieldErrorsFrom(res.error!);
    for (const f of ["email", "password", "phone", "firstName", "lastName"])
      expect(errors[f]).toEqual(["validation.required"]);
  });
});

describe("one-line texts (F12e)", () => {
  it("remove control characters and bidirectional overrides from names and subjects", () => {
    expect(required(100).parse("Ola\r\nBcc: x@evil.test")).toBe("OlaBcc: x@evil.test");
    expect(required(100).parse(" Kari\u0000\u001b\u0085\u202E Nordmann ")).toBe("Kari Nordmann");
    expect(singleLine(200).parse("Varsel\r\n")).toBe("Varsel");
  });
  it("count what is left: only control characters is no name, and the bound holds", () => {
    expect(required(100).safeParse("\r\n\t").success).toBe(false);
    expect(required(10).safeParse("a".repeat(11)).success).toBe(false);
    expect(required(10).safeParse("x".repeat(1_000_000)).success).toBe(false);
  });
});

describe("control characters (G8, G11)", () => {
  it("removes controls and every bidi control from one-line text, and keeps the lines of a longer one", () => {
    const hostile = "Påminnelse\r\nBcc: x@example.test\u0000\u202Eabc\u2066\u2069\u200E\u200F\tslutt";
    expect(stripControls(hostile)).toBe("PåminnelseBcc: x@example.testabcslutt");
    expect(stripControlsKeepingLines(hostile)).toBe("Påminnelse\r\nBcc: x@example.testabc\tslutt");
  });
});
