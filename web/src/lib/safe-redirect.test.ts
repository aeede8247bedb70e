import { describe, expect, it } from "vitest";
import { safeReurl } from "./safe-redirect";

describe("safeReurl", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeReurl("/customer/dashboard")).toBe("/customer/dashboard");
    expect(safeReurl("/customer/cases?page=2#x")).toBe("/customer/cases?page=2#x");
  });

  it("drops anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "customer",
      "",
      "/\tx",
    ]) {
      expect(safeReurl(bad), bad).toBeUndefined();
    }
    expect(safeReurl(42)).toBeUndefined();
  });

  it("drops the login and logout pages to avoid loops", () => {
    expect(safeReurl("/login")).toBeUndefined();
    expect(safeReurl("/login/reset")).toBeUndefined();
    expect(safeReurl("/logout")).toBeUndefined();
    expect(safeReurl("/login-sso")).toBe("/login-sso");
  });
});
