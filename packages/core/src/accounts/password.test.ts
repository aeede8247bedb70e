import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Demo-passord-2026!");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("Demo-passord-2026!", stored)).toBe(true);
    expect(await verifyPassword("Demo-passord-2026?", stored)).toBe(false);
  });
  it("salts every hash", async () => {
    expect(await hashPassword("Same-passord-1")).not.toBe(await hashPassword("Same-passord-1"));
  });
  it("refuses a malformed stored hash", async () => expect(await verifyPassword("x", "plain")).toBe(false));
});
