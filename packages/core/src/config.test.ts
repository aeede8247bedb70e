import { afterEach, describe, expect, it } from "vitest";
import { config } from "./config";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("config", () => {
  it("starts without the token-signing key, and asks for it only when a token is signed or verified", () => {
    process.env = { ...saved, INNFRI_TABLE: "t", INNFRI_JWT_SECRET: "", SST_Secret_value_JWT_SECRET: "" };
    const c = config();
    expect(c.tableName).toBe("t");
    expect(() => c.jwtSecret).toThrow("Configuration missing: JWT_SECRET");
    process.env.INNFRI_JWT_SECRET = "s".repeat(40);
    expect(config().jwtSecret).toBe("s".repeat(40));
  });
});
