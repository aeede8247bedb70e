import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "@innfri/core/clock";
import { REFRESH_GRACE_SECONDS } from "@innfri/core/accounts/session";
import { call, createUser, PASSWORD, signIn, tokenFrom, uniqueEmail } from "../../../test/support";
import { waitForMail } from "../../../test/mail";

const registration = (email: string) => ({
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  phone: "+47 412 34 567",
  firstName: "Kari",
  lastName: "Nordmann",
  acceptTerms: true,
});

describe("registration and activation", () => {
  it("registers, mails an activation link, activates once, and signs in", async () => {
    const email = uniqueEmail("reg");
    const reg = await call("POST", "/auth/register", { body: registration(email.toUpperCase()) });
    expect(reg.status).toBe(201);
    expect(reg.body.message).toContain("sendt en e-post");

    const early = await call("POST", "/auth/login", { body: { email, password: PASSWORD } });
    expect(early.status).toBe(403);
    expect(early.body.message).toContain("ikke aktivert");

    const mail = await waitForMail(email);
    expect(mail.subject).toBe("Aktiver kontoen din hos Innfri");
    expect(mail.body.text).toContain("Hei Kari,");
    const token = tokenFrom(mail.body.text!, "user-activation");

    const act = await call("POST", `/auth/activate/${token}`, { lang: "en" });
    expect(act).toMatchObject({ status: 200, body: { message: "The account is activated. You can now sign in." } });
    const again = await call("POST", `/auth/activate/${token}`);
    expect(again.status).toBe(404);

    const login = await signIn(email);
    expect(login.user).toMatchObject({ type: "user", tokenType: "Bearer", expiresIn: 900 });
    expect(login.customer).toBeNull();
    const me = await call("GET", "/user", { token: login.user.accessToken });
    expect(me.body).toMatchObject({ email, firstName: "Kari", customer: null, customers: [], twoFactorEnabled: false });
  });

  it("writes the activation mail in the language of the registration", async () => {
    const email = uniqueEmail("reg-en");
    expect((await call("POST", "/auth/register", { body: registration(email), lang: "en" })).status).toBe(201);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe("Activate your Innfri account");
  });

  it("refuses an address already in use, on the email field", async () => {
    const { email } = await createUser();
    const res = await call("POST", "/auth/register", { body: registration(email), lang: "en" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ["A user with this email address already exists."] });
  });

  it("answers 422 per field in the caller's language and stores nothing", async () => {
    const email = uniqueEmail("bad");
    const body = {
      ...registration(email),
      password: "kort",
      passwordConfirmation: "annet",
      acceptTerms: false,
      firstName: "",
    };
    const no = await call("POST", "/auth/register", { body });
    expect(no.status).toBe(422);
    expect(no.body.message).toBe("Opplysningene er ugyldige.");
    expect(no.body.errors.firstName).toEqual(["Dette feltet er obligatorisk."]);
    expect(no.body.errors.acceptTerms).toEqual(["Du må godta vilkårene for å registrere deg."]);
    expect(no.body.errors.password[0]).toContain("minst 10 tegn");
    const en = await call("POST", "/auth/register", { body: { ...body, firstName: undefined }, lang: "en" });
    expect(en.body.errors.firstName).toEqual(["Please type something"]);
    // nothing was stored: the address can still be registered
    expect((await call("POST", "/auth/register", { body: registration(email) })).status).toBe(201);
  });

  it("refuses an unknown activation token", async () => {
    expect((await call("POST", "/auth/activate/not-a-token")).status).toBe(404);
  });
});

describe("sign-in", () => {
  it("returns the user with tokens and the loaded customer", async () => {
    const { email, customerId } = await createUser({ permission: "owner", customerName: "Fjord Regnskap AS" });
    const res = await signIn(email.toUpperCase());
    expect(res.customer).toEqual({
      id: customerId,
      name: "Fjord Regnskap AS",
      orgNumber: "812345672",
      email: null,
      gdprTermsAccepted: true,
      permission: "owner",
    });
  });

  it("says 'Wrong username or password' for a wrong password and for an unknown user alike", async () => {
    const { email } = await createUser();
    const wrong = await call("POST", "/auth/login", { body: { email, password: "Feil-passord-1" }, lang: "en" });
    const unknown = await call("POST", "/auth/login", {
      body: { email: uniqueEmail(), password: PASSWORD },
      lang: "en",
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { message: "Wrong username or password", code: "UNAUTHENTICATED" },
    });
    expect(unknown.body).toEqual(wrong.body);
    const no = await call("POST", "/auth/login", { body: { email, password: "Feil-passord-1" } });
    expect(no.body.message).toBe("Feil brukernavn eller passord.");
  });

  it("locks an address after five failures, even for the right password", async () => {
    const { email } = await createUser();
    for (let i = 0; i < 5; i++)
      expect((await call("POST", "/auth/login", { body: { email, password: "Feil-passord-1" } })).status).toBe(401);
    const locked = await call("POST", "/auth/login", { body: { email, password: PASSWORD }, lang: "en" });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many failed sign-ins. Try again in 15 minutes.");
  });

  it("resets the failure count after a successful sign-in", async () => {
    const { email } = await createUser();
    for (let i = 0; i < 4; i++) await call("POST", "/auth/login", { body: { email, password: "Feil-passord-1" } });
    await signIn(email);
    for (let i = 0; i < 4; i++) await call("POST", "/auth/login", { body: { email, password: "Feil-passord-1" } });
    expect((await call("POST", "/auth/login", { body: { email, password: PASSWORD } })).status).toBe(200);
  });
});

describe("sessions", () => {
  afterEach(() => Clock.setOffset(0));
  it("rotates refresh tokens, and a reused one signs the whole session out", async () => {
    const { email } = await createUser();
    const first = await signIn(email);
    const second = await call("POST", "/auth/refresh", { body: { refreshToken: first.user.refreshToken } });
    expect(second.status).toBe(200);
    expect(second.body.user.refreshToken).not.toBe(first.user.refreshToken);
    expect((await call("GET", "/user", { token: second.body.user.accessToken })).status).toBe(200);

    // past the grace a reload may need, the replaced token is reuse
    Clock.setOffset((REFRESH_GRACE_SECONDS + 1) * 1000);
    const reuse = await call("POST", "/auth/refresh", { body: { refreshToken: first.user.refreshToken } });
    expect(reuse.status).toBe(401);
    // the thief's reuse revoked the family: the legitimate tokens stop working too
    expect(
      (await call("POST", "/auth/refresh", { body: { refreshToken: second.body.user.refreshToken } })).status,
    ).toBe(401);
    expect((await call("GET", "/user", { token: second.body.user.accessToken })).status).toBe(401);
  });

  it("rotates again when a reload lost the answer (the replaced token, within the grace), never a token older than that", async () => {
    const { email } = await createUser();
    const first = await signIn(email);
    const refresh = (refreshToken: string) => call("POST", "/auth/refresh", { body: { refreshToken } });
    const lost = await refresh(first.user.refreshToken); // its answer never reached the page
    expect(lost.status).toBe(200);
    Clock.setOffset((REFRESH_GRACE_SECONDS - 2) * 1000);
    const retried = await refresh(first.user.refreshToken);
    expect(retried.status).toBe(200);
    const kept = retried.body.user.refreshToken as string;
    expect(new Set([first.user.refreshToken, lost.body.user.refreshToken, kept]).size).toBe(3);
    // the grace does not slide: the same token again past the first rotation's window is reuse, and ends it all
    Clock.setOffset((REFRESH_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(first.user.refreshToken)).status).toBe(401);
    expect((await refresh(kept)).status).toBe(401);
  });

  it("a token two rotations old is reuse even within the grace", async () => {
    const { email } = await createUser();
    const first = await signIn(email);
    const second = await call("POST", "/auth/refresh", { body: { refreshToken: first.user.refreshToken } });
    const third = await call("POST", "/auth/refresh", { body: { refreshToken: second.body.user.refreshToken } });
    expect(third.status).toBe(200);
    expect((await call("POST", "/auth/refresh", { body: { refreshToken: first.user.refreshToken } })).status).toBe(401);
    expect(
      (await call("POST", "/auth/refresh", { body: { refreshToken: third.body.user.refreshToken } })).status,
    ).toBe(401);
  });

  it("signs out: the access token and the refresh token stop working", async () => {
    const { email } = await createUser();
    const s = await signIn(email);
    expect((await call("GET", "/auth/logout", { token: s.user.accessToken })).status).toBe(200);
    expect((await call("GET", "/user", { token: s.user.accessToken })).status).toBe(401);
    expect((await call("POST", "/auth/refresh", { body: { refreshToken: s.user.refreshToken } })).status).toBe(401);
  });

  it("keeps the web's refresh token in an HttpOnly, Secure, SameSite=Strict cookie of the refresh path", async () => {
    const { email } = await createUser();
    const login = await call("POST", "/auth/login", { body: { email, password: PASSWORD } });
    // the body keeps its fields for API clients
    expect(login.body.user).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    const cookie = login.headers.get("set-cookie")!;
    expect(cookie).toContain(`innfri_refresh=${login.body.user.refreshToken}`);
    for (const flag of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/v1/auth/refresh", "Max-Age=2592000"])
      expect(cookie).toContain(flag);

    // refresh with the cookie and no body: rotated, and the new token comes back in the cookie
    const byCookie = await call("POST", "/auth/refresh", { headers: { cookie: `innfri_refresh=${login.body.user.refreshToken}` } });
    expect(byCookie.status).toBe(200);
    const rotated = byCookie.body.user.refreshToken as string;
    expect(rotated).not.toBe(login.body.user.refreshToken);
    expect(byCookie.headers.get("set-cookie")).toContain(`innfri_refresh=${rotated};`);
    expect(byCookie.headers.get("set-cookie")).toContain("HttpOnly");
    // an empty JSON body is the same as none
    const again = await call("POST", "/auth/refresh", { body: {}, headers: { cookie: `innfri_refresh=${rotated}` } });
    expect(again.status).toBe(200);
    // the spent cookie, past the grace, is reuse: the session ends, and the answer removes the cookie
    Clock.setOffset((REFRESH_GRACE_SECONDS + 1) * 1000);
    const reuse = await call("POST", "/auth/refresh", { headers: { cookie: `innfri_refresh=${rotated}` } });
    expect(reuse.status).toBe(401);
    expect(reuse.headers.get("set-cookie")).toMatch(/innfri_refresh=;.*Max-Age=0/);
    expect((await call("GET", "/user", { token: again.body.user.accessToken })).status).toBe(401);
    // no cookie and no body token: 401, not 422
    expect((await call("POST", "/auth/refresh")).status).toBe(401);
  });

  it("signing out removes the refresh cookie", async () => {
    const { email } = await createUser();
    const s = await signIn(email);
    const out = await call("GET", "/auth/logout", { token: s.user.accessToken });
    expect(out.headers.get("set-cookie")).toMatch(/^innfri_refresh=;.*Max-Age=0.*Path=\/v1\/auth\/refresh/);
    const res = await call("POST", "/auth/refresh", { headers: { cookie: `innfri_refresh=${s.user.refreshToken}` } });
    expect(res.status).toBe(401);
  });

  it("refuses missing, malformed and forged tokens with 401", async () => {
    expect((await call("GET", "/user")).status).toBe(401);
    expect((await call("GET", "/user", { headers: { authorization: "Basic abc" } })).status).toBe(401);
    const forged = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieCJ9.c2lnbmF0dXJl";
    const res = await call("GET", "/user", { token: forged, lang: "en" });
    expect(res).toMatchObject({ status: 401, body: { code: "UNAUTHENTICATED" } });
  });
});

describe("passwords", () => {
  it("changes the password, keeps this session and signs out the others", async () => {
    const { email } = await createUser();
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const wrong = await call("PUT", "/auth/password", {
      token: here.user.accessToken,
      body: {
        currentPassword: "Feil-passord-1",
        password: "Nytt-passord-2026",
        passwordConfirmation: "Nytt-passord-2026",
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.currentPassword).toEqual(["Nåværende passord er feil."]);
    const ok = await call("PUT", "/auth/password", {
      token: here.user.accessToken,
      body: { currentPassword: PASSWORD, password: "Nytt-passord-2026", passwordConfirmation: "Nytt-passord-2026" },
    });
    expect(ok.status).toBe(200);
    expect((await call("GET", "/user", { token: here.user.accessToken })).status).toBe(200);
    expect((await call("GET", "/user", { token: elsewhere.user.accessToken })).status).toBe(401);
    await signIn(email, "Nytt-passord-2026");
  });

  it("resets a forgotten password from the mailed link, once", async () => {
    const { email } = await createUser();
    const old = await signIn(email);
    const ask = await call("PUT", "/auth/reset-password", { body: { email }, lang: "en" });
    expect(ask.status).toBe(200);
    const unknown = await call("PUT", "/auth/reset-password", { body: { email: uniqueEmail() }, lang: "en" });
    expect(unknown.body).toEqual(ask.body); // no hint whether the address exists
    const token = tokenFrom((await waitForMail(email)).body.text!, "reset-password");

    const mismatch = await call("PUT", "/auth/reset-password", {
      body: { token, password: "Nytt-passord-2026", passwordConfirmation: "x" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.passwordConfirmation).toEqual(["Passordene er ikke like."]);
    const done = await call("PUT", "/auth/reset-password", {
      body: { token, password: "Nytt-passord-2026", passwordConfirmation: "Nytt-passord-2026" },
    });
    expect(done.status).toBe(200);
    expect((await call("GET", "/user", { token: old.user.accessToken })).status).toBe(401);
    await signIn(email, "Nytt-passord-2026");
    const reuse = await call("PUT", "/auth/reset-password", {
      body: { token, password: "Tredje-passord-2026", passwordConfirmation: "Tredje-passord-2026" },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors.token).toBeDefined();
  });

  it("validates the reset request's e-mail", async () => {
    const res = await call("PUT", "/auth/reset-password", { body: { email: "nope" }, lang: "en" });
    expect(res).toMatchObject({ status: 422, body: { errors: { email: ["Please enter a valid email address."] } } });
  });
});
