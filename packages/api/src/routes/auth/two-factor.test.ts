import { generateSync } from "otplib";
import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "@innfri/core/clock";
import { call, createUser, PASSWORD, signIn } from "../../../test/support";

const codeAt = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Clock.nowSeconds() + offsetSteps * 30 });

describe("two-factor sign-in (TOTP)", () => {
  afterEach(() => Clock.setOffset(0));

  it("sets up with a code, then asks for a code at sign-in, and refuses a replayed code", async () => {
    const { email } = await createUser();
    const s = await signIn(email);
    const status = await call("GET", "/google-2fa/get", { token: s.user.accessToken });
    expect(status.body).toMatchObject({ enabled: false });
    expect(status.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(status.body.otpauthUrl).toContain("issuer=Innfri");
    const { secret } = status.body;
    // the secret stays the same until it is confirmed
    expect((await call("GET", "/google-2fa/get", { token: s.user.accessToken })).body.secret).toBe(secret);

    const bad = await call("POST", "/google-2fa/update", {
      token: s.user.accessToken,
      body: { enable: true, code: "000000" },
      lang: "en",
    });
    expect(bad).toMatchObject({ status: 422, body: { errors: { code: ["The code is wrong or has expired."] } } });
    const on = await call("POST", "/google-2fa/update", {
      token: s.user.accessToken,
      body: { enable: true, code: codeAt(secret) },
    });
    expect(on).toMatchObject({ status: 200, body: { enabled: true } });
    expect((await call("GET", "/user", { token: s.user.accessToken })).body.twoFactorEnabled).toBe(true);

    Clock.setOffset(60_000); // the next code
    const challenge = await call("POST", "/auth/login", { body: { email, password: PASSWORD } });
    expect(challenge.body).toMatchObject({ twoFactorRequired: true });
    expect(challenge.body.user).toBeUndefined();
    const code = codeAt(secret);
    const done = await call("POST", "/google-2fa/login", {
      body: { twoFactorToken: challenge.body.twoFactorToken, code },
    });
    expect(done.status).toBe(200);
    expect(done.body.user.accessToken).toBeTruthy();
    // the challenge sets no cookie; the finished sign-in does (the web keeps the refresh token there)
    expect(challenge.headers.get("set-cookie")).toBeNull();
    expect(done.headers.get("set-cookie")).toContain(`innfri_refresh=${done.body.user.refreshToken};`);
    expect(done.headers.get("set-cookie")).toContain("HttpOnly");
    const replay = await call("POST", "/google-2fa/login", {
      body: { twoFactorToken: challenge.body.twoFactorToken, code },
    });
    expect(replay.status).toBe(422);

    Clock.setOffset(120_000);
    const off = await call("POST", "/google-2fa/update", {
      token: done.body.user.accessToken,
      body: { enable: false, code: codeAt(secret) },
    });
    expect(off.body).toEqual({ enabled: false });
    expect((await call("POST", "/auth/login", { body: { email, password: PASSWORD } })).body.user).toBeDefined();
  });

  it("refuses a two-factor token that has run out", async () => {
    const { email } = await createUser();
    const s = await signIn(email);
    const { secret } = (await call("GET", "/google-2fa/get", { token: s.user.accessToken })).body;
    await call("POST", "/google-2fa/update", {
      token: s.user.accessToken,
      body: { enable: true, code: codeAt(secret) },
    });
    const challenge = await call("POST", "/auth/login", { body: { email, password: PASSWORD } });
    Clock.setOffset(10 * 60_000);
    const late = await call("POST", "/google-2fa/login", {
      body: { twoFactorToken: challenge.body.twoFactorToken, code: codeAt(secret) },
    });
    expect(late.status).toBe(401);
  });

  it("validates the code's shape", async () => {
    const res = await call("POST", "/google-2fa/login", { body: { twoFactorToken: "x", code: "12ab" }, lang: "en" });
    expect(res).toMatchObject({ status: 422, body: { errors: { code: ["Enter the six-digit code."] } } });
  });
});
