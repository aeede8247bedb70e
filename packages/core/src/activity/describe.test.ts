import { describe, expect, it } from "vitest";
import { t } from "../i18n/all";
import { activityKey, describeActivity, patternOf } from "./describe";

describe("the activity log in words", () => {
  it("reads a stored route as its pattern", () => {
    expect(patternOf("POST /v1/customers/:id/users/:userId/resend")).toBe("POST /customers/{id}/users/{userId}/resend");
  });

  it("describes a payment, a customer's change and an admin's change in both languages", () => {
    const payment = describeActivity("POST /v1/payments", "Kari Nordmann", null);
    expect(t("no", payment.key, payment.params)).toBe("Kari Nordmann registrerte en innbetaling");
    expect(t("en", payment.key, payment.params)).toBe("Kari Nordmann registered a payment");
    const split = describeActivity("POST /v1/payments/:id/split", "Kari", "01ABC");
    expect(t("no", split.key, split.params)).toBe("Kari delte en innbetaling");
    expect(split.params.target).toBe("01ABC");
    expect(t("no", activityKey("PUT /v1/late-fees/batch"), { who: "Ola" })).toBe("Ola endret flere purregebyrer");
    expect(t("en", activityKey("PUT /v1/customers/:id/logo".replace("PUT", "POST")), { who: "Ola" })).toBe(
      "Ola uploaded a logo",
    );
    expect(t("no", activityKey("DELETE /v1/users/:id/force"), { who: "Admin" })).toBe(
      "Admin slettet en bruker for godt",
    );
  });

  it("says a route no text describes yet in general terms, and never leaves a key untranslated", () => {
    expect(activityKey("POST /v1/global-messages")).toBe("activity.other");
    expect(activityKey("POST /v1/payments/:id/unknown")).toBe("activity.other");
    for (const route of ["POST /v1/invoices", "PUT /v1/ledgers/settings", "POST /v1/integration-settings", "x"])
      for (const lang of ["no", "en"] as const) expect(t(lang, activityKey(route), { who: "A" })).toMatch(/^A /);
  });
});
