import { describe, expect, it } from "vitest";
import { isValidEmail, newPasswordField, registerSchema } from "./schemas";

describe("isValidEmail (SPEC section 5)", () => {
  it("accepts ordinary addresses", () => {
    for (const ok of ["kari@example.no", "ola.nordmann+inkasso@firma.co.uk", "a1@b.no"]) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
  });
  it("rejects what the rules rule out", () => {
    for (const bad of [
      "a@b.n", // shorter than 6 and a one-letter top-level part
      "kari@example",
      "kari@example.n0",
      "kari.example.no",
      "kari@@example.no",
      `${"k".repeat(65)}@example.no`,
      `kari@${"d".repeat(250)}.no`,
      "kari@-example.no",
      "kari @example.no",
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe("password rules", () => {
  it("needs 10 characters with a number, a special character, upper and lower case", () => {
    expect(newPasswordField.safeParse("Sterkt-passord1").success).toBe(true);
    expect(newPasswordField.safeParse("Ærlig-øre-2026").success).toBe(true);
    const first = (v: string) => newPasswordField.safeParse(v).error?.issues[0]?.message;
    expect(first("")).toBe("validation.required");
    expect(first("Kort-1")).toBe("validation.passwordMin");
    expect(first("Ingen-tall-her")).toBe("validation.passwordNumber");
    expect(first("Ingenspesial1")).toBe("validation.passwordSpecial");
    expect(first("bare-små-1234")).toBe("validation.passwordUpper");
    expect(first("BARE-STORE-1234")).toBe("validation.passwordLower");
  });

  it("requires the confirmation to match", () => {
    const res = registerSchema.safeParse({
      firstName: "Kari",
      lastName: "Nordmann",
      email: "kari@example.no",
      phone: "91234567",
      password: "Sterkt-passord1",
      passwordConfirmation: "Sterkt-passord2",
      acceptTerms: true,
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["passwordConfirmation", "validation.passwordMatch"],
    ]);
  });
});
