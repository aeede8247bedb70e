import { describe, expect, it } from "vitest";
import { allowsSelf } from "./roles";

describe("allowsSelf: a route on one user that the user itself may call", () => {
  it("lets the user itself in whatever the role and type", () => {
    for (const type of ["user", "sales", "admin", "superadmin"] as const) {
      expect(allowsSelf("admin", type, true)).toBe("ok");
    }
  });

  it("otherwise answers as the role: staff reads, admin changes; other staff 403, a customer user 404", () => {
    expect(["admin", "superadmin", "sales", "user"].map((t) => allowsSelf("staff", t as never, false))).toEqual([
      "ok",
      "ok",
      "ok",
      404,
    ]);
    expect(["admin", "superadmin", "sales", "user"].map((t) => allowsSelf("admin", t as never, false))).toEqual([
      "ok",
      "ok",
      403,
      404,
    ]);
  });
});
