// Signing up, in and out as a user does it: register → activation mail → sign in (no customer yet); form
// validation and the server's 422 per field; the demo owner's dashboard; wrong password in both languages;
// sign out; forgot password → mail → new password → sign in; changing the password on /password.
import {
  expect,
  expectNoAxeViolations,
  field,
  linkFromMail,
  NEW_PASSWORD,
  newUser,
  OWNER,
  register,
  registerAndActivate,
  signIn,
  signInAsOwner,
  signOut,
  submitLogin,
  switchLanguage,
  test,
  txt,
  uniqueEmail,
} from "./support";

test("a new user registers, activates the account from the mail (once) and signs in to the registration details", async ({
  page,
}) => {
  const user = newUser("registrering");
  await register(page, user);
  await expect(page.getByRole("heading", { name: txt("register.successHeading") })).toBeVisible();
  await expect(page.getByText(txt("register.successText", { email: user.email }))).toBeVisible();

  const link = await linkFromMail(page.request, user.email, "user-activation");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: txt("activation.successHeading") })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.activation")}`);
  await expectNoAxeViolations(page, "/user-activation/<token> (activated)");

  // The link works once.
  await page.reload();
  await expect(page.getByRole("heading", { name: txt("activation.failedHeading") })).toBeVisible();

  await page.getByRole("link", { name: txt("activation.goToLogin") }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, user.email, user.password);
  // A user without a customer registers the company next.
  await expect(page).toHaveURL(/\/registration-details$/);
  await expect(page.getByRole("heading", { name: txt("registrationDetails.heading") })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.registrationDetails")}`);
  await expectNoAxeViolations(page, "/registration-details");

  // Without a customer there is no customer area: /customer sends to /login (SPEC 2), and /login sends a
  // signed-in user on to where signing in goes (B13), here registering the company.
  await page.goto("/customer/dashboard");
  await expect(page).toHaveURL(/\/registration-details$/);
});

test("the registration form checks its fields before sending, and shows the server's 422 on the field", async ({
  page,
}) => {
  await page.goto("/register");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(txt("validation.required")).first()).toBeVisible();
  await expect(page.getByText(txt("validation.acceptTerms"))).toBeVisible();
  await expect(field(page, "firstName")).toHaveAttribute("aria-invalid", "true");
  await field(page, "password").fill("kort");
  await field(page, "passwordConfirmation").fill("annet");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(txt("validation.passwordMin"))).toBeVisible();
  await expect(page.getByText(txt("validation.passwordConfirmation"))).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  // The server's 422 for a taken address is shown on the e-mail field.
  await register(page, { ...newUser("finnes"), email: OWNER.email });
  await expect(page.getByText(txt("auth.emailTaken")).first()).toBeVisible();
  await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/register$/);
});

test("the demo owner signs in to the dashboard of Demo Regnskap AS", async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByText(OWNER.customer).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: txt("dashboard.greeting", { name: "Olav" }) })).toBeVisible();
  await expect(page).toHaveTitle(/^Innfri \| /);
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.dashboard")}`);
  // /customer is the dashboard.
  await page.goto("/customer");
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test("a wrong password is shown on the form, in Norwegian and after switching to English", async ({ page }) => {
  await page.goto("/login");
  await submitLogin(page, OWNER.email, "Feil-passord-123!");
  const alert = page.getByRole("alert").filter({ hasText: /passord|password/i });
  await expect(alert).toHaveText("Feil brukernavn eller passord.");
  await expect(page).toHaveURL(/\/login$/);

  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await submitLogin(page, OWNER.email, "Feil-passord-123!");
  await expect(alert).toHaveText("Wrong username or password");
  // An address nobody has gets the same answer (no user enumeration).
  const answer = page.waitForResponse((r) => r.url().endsWith("/v1/auth/login"));
  await submitLogin(page, uniqueEmail("ingen"), "Feil-passord-123!");
  expect((await answer).status()).toBe(401);
  await expect(alert).toHaveText("Wrong username or password");

  // The right password still works (and clears the failed attempts, so the demo owner is never locked out).
  await submitLogin(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.dashboard", {}, "en")}`);
});

test("signing out goes to /login, and the customer area then asks to sign in with a way back", async ({ page }) => {
  await signInAsOwner(page);
  await page.getByRole("button", { name: txt("layout.userMenu", { name: "Olav Eier" }) }).click();
  await page.getByRole("menuitem", { name: txt("auth.signOut") }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: txt("login.heading") })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/eyJ|Token/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("innfri_refresh");

  await page.goto("/customer/dashboard");
  await expect(page).toHaveURL(/\/login\?reurl=%2Fcustomer%2Fdashboard$/);
  // Signing in from there goes back to where the user was going.
  await submitLogin(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test("forgot password: the mail's link sets a new password that signs in; then the user changes it on /password", async ({
  page,
}) => {
  const user = await registerAndActivate(page, "glemt");

  await page.goto("/login");
  await page.getByRole("link", { name: txt("login.forgotPassword") }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.forgotPassword")}`);
  await field(page, "email").fill(user.email);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole("heading", { name: txt("forgotPassword.sentHeading") })).toBeVisible();

  const link = await linkFromMail(page.request, user.email, "reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: txt("resetPassword.heading") })).toBeVisible();
  await field(page, "password").fill(NEW_PASSWORD);
  await field(page, "passwordConfirmation").fill(NEW_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login\/reset$/);
  await expect(page.getByText(txt("login.resetNotice"))).toBeVisible();

  // The old password no longer works, the new one does.
  await submitLogin(page, user.email, user.password);
  await expect(page.getByRole("alert").filter({ hasText: "Feil brukernavn eller passord." })).toBeVisible();
  await submitLogin(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/registration-details$/);

  // The link is single-use.
  await page.goto(link);
  await field(page, "password").fill("Tredje-passord-2026!");
  await field(page, "passwordConfirmation").fill("Tredje-passord-2026!");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\//);

  // Signed in, the user changes the password: a wrong current password is shown on its field (422).
  const changed = "Endret-passord-2026!";
  await page.goto("/password");
  await expect(page.getByRole("heading", { name: txt("password.changeHeading") })).toBeVisible();
  await field(page, "currentPassword").fill("Feil-passord-123!");
  await field(page, "password").fill(changed);
  await field(page, "passwordConfirmation").fill(changed);
  const submit = page.getByRole("button", { name: txt("password.submit"), exact: true });
  await submit.click();
  await expect(page.getByText(txt("auth.currentPasswordWrong")).first()).toBeVisible();
  await expect(field(page, "currentPassword")).toHaveAttribute("aria-invalid", "true");
  await field(page, "currentPassword").fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: txt("auth.passwordChanged") })).toBeVisible();
  await expect(field(page, "currentPassword")).toHaveValue("");

  await signOut(page);
  await submitLogin(page, user.email, changed);
  await expect(page).toHaveURL(/\/registration-details$/);
});
