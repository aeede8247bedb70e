import { afterEach, describe, expect, it } from "vitest";
import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { register } from "./auth";
import { expireRegistrations } from "./registrations";

const input = (email: string) => ({
  email,
  password: "Sterkt-passord-2026",
  passwordConfirmation: "Sterkt-passord-2026",
  phone: "41234567",
  firstName: "Per",
  lastName: "Hansen",
  acceptTerms: true as const,
});

describe("expiring registrations", () => {
  afterEach(() => Clock.setOffset(0));

  it("removes a registration not activated within 7 days, freeing the address", async () => {
    const email = `exp-${ulid().toLowerCase()}@firma.test`;
    await register(input(email), "no");
    Clock.setOffset(6 * 86_400_000);
    await expireRegistrations();
    expect((await db().entities.userEmail.get({ email }).go()).data).not.toBeNull();

    Clock.setOffset(7 * 86_400_000 + 60_000);
    expect(await expireRegistrations()).toBeGreaterThanOrEqual(1);
    expect((await db().entities.userEmail.get({ email }).go()).data).toBeNull();
    await register(input(email), "no"); // the address is free again
  });
});
