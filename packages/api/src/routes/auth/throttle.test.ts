import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { Clock } from "@innfri/core/clock";
import { app } from "../../app";
import { call, createUser, PASSWORD, signIn } from "../../../test/support";

/** A sign-in from a given client address (as @hono/node-server hands the socket to the app under `npm start`). */
async function loginFrom(ip: string, email: string, password: string) {
  const res = await app.request(
    "/v1/auth/login",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  return res.status;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe("sign-in throttling under bursts (F3)", () => {
  it("evaluates at most 5 of 60 wrong passwords sent at once, and then refuses the right one too", async () => {
    const { email } = await createUser();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () =>
        call("POST", "/auth/login", { body: { email, password: "Feil-passord-1" } }).then((r) => r.status),
      ),
    );
    const t = tally(statuses);
    expect(t[401]).toBe(5);
    expect(t[429]).toBe(55);
    const right = await call("POST", "/auth/login", { body: { email, password: PASSWORD }, lang: "en" });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many failed sign-ins\. Try again in 1[45] minutes\.$/);
  }, 120_000);

  it("evaluates at most 5 guesses of an unknown address at once, answering as for a known one", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        call("POST", "/auth/login", { body: { email: "nobody-burst@firma.test", password: "x" } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 35 });
  }, 120_000);

  it("limits one client address to 30 failed checks in 15 minutes, whatever the accounts", async () => {
    const ip = "203.0.113.7";
    const accounts = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    // 4 wrong guesses per account (below the account limit), 32 in all, at once
    const statuses = await Promise.all(
      accounts.flatMap(({ email }) => Array.from({ length: 4 }, () => loginFrom(ip, email, "Feil-passord-1"))),
    );
    expect(tally(statuses)).toEqual({ 401: 30, 429: 2 });
    // another address is not affected, and the locked one is refused even with the right password
    const fresh = await createUser();
    expect(await loginFrom("203.0.113.8", fresh.email, PASSWORD)).toBe(200);
    expect(await loginFrom(ip, fresh.email, PASSWORD)).toBe(429);
  }, 120_000);

  it("holds the address limit under a burst, and successful sign-ins do not count against an address", async () => {
    const ip = "198.51.100.20";
    const users = await Promise.all(Array.from({ length: 3 }, () => createUser()));
    const successes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => loginFrom(ip, users[i % 3]!.email, PASSWORD)),
    );
    expect(tally(successes)).toEqual({ 200: 12 });
    const victims = await Promise.all(Array.from({ length: 12 }, () => createUser()));
    const statuses = await Promise.all(
      victims.flatMap(({ email }) => Array.from({ length: 5 }, () => loginFrom(ip, email, "Feil-passord-1"))),
    );
    const t = tally(statuses);
    expect(t[401]).toBe(30);
    expect(t[429]).toBe(30);
  }, 120_000);

  it("two-factor code guesses share the account's slots: at most 5 of a burst, and the password does not refill them", async () => {
    const { email } = await createUser();
    const s = await signIn(email);
    const { secret } = (await call("GET", "/google-2fa/get", { token: s.user.accessToken })).body;
    const code = () => generateSync({ secret, epoch: Clock.nowSeconds() });
    expect(
      (await call("POST", "/google-2fa/update", { token: s.user.accessToken, body: { enable: true, code: code() } }))
        .status,
    ).toBe(200);
    const challenge = await call("POST", "/auth/login", { body: { email, password: PASSWORD } });
    const wrong = code() === "000000" ? "111111" : "000000";
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        call("POST", "/google-2fa/login", {
          body: { twoFactorToken: challenge.body.twoFactorToken, code: wrong },
        }).then((r) => r.status),
      ),
    );
    // the password step took one slot of five: four code guesses are evaluated
    expect(tally(statuses)).toEqual({ 422: 4, 429: 36 });
    expect((await call("POST", "/auth/login", { body: { email, password: PASSWORD } })).status).toBe(429);
  }, 120_000);
});
