// Customer accounts, users and rights (issue 3, SPEC section 6) as the people using them see it: the owner makes a
// custom permission type without "edit users" on the privileges tab, invites a user with it, the user activates
// the invitation from the mail with a password of their own and signs in without the users tab (a direct URL is
// refused with a toast and sent to /customer); an admin finds the demo customer in /admin/customers; the owner
// requests deletion of the account and cancels it (in English). axe on every new page reached.
import type { Page } from "@playwright/test";
import {
  ADMIN,
  en,
  expect,
  expectNoAxeViolations,
  field,
  linkFromMail,
  NEW_PASSWORD,
  OWNER,
  signIn,
  signInAsOwner,
  signOut,
  submitLogin,
  switchLanguage,
  test,
  txt,
  uniqueEmail,
} from "./support";

/** Waits for the page's heading and title so axe sees the page, not a spinner. */
async function ready(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  await expect(page).toHaveTitle(/^Innfri \| /);
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

test("the owner invites a user with a custom permission without edit users; the user activates, signs in and has no users tab", async ({
  page,
}) => {
  // Three people's steps and five axe scans: more than the default 30 s.
  test.setTimeout(120_000);
  const typeName = `Begrenset ${Date.now().toString(36)}`;
  const invited = { email: uniqueEmail("invitert"), firstName: "Ingrid", lastName: "Invitert", phone: "41234567" };

  // --- The privileges tab: a custom type with "edit account" but not "edit user".
  await signInAsOwner(page);
  await page.goto("/customer/settings/privileges");
  await ready(page, txt("settings.heading"));
  await expect(tab(page, txt("settings.tabs.privileges"))).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page, "/customer/settings/privileges");

  await page.getByRole("button", { name: txt("privileges.create"), exact: true }).click();
  const typeDialog = page.getByRole("dialog", { name: txt("privileges.new") });
  await expect(typeDialog).toBeVisible();
  await typeDialog.getByLabel(txt("privileges.name")).fill(typeName);
  // A custom type without "edit users" (and without privileges or deletions).
  await typeDialog.getByRole("checkbox", { name: txt("privileges.flags.editAccount") }).check();
  await typeDialog.getByRole("checkbox", { name: txt("privileges.flags.viewPlan") }).check();
  await expect(typeDialog.getByRole("checkbox", { name: txt("privileges.flags.editUser") })).not.toBeChecked();
  await expectNoAxeViolations(page, "/customer/settings/privileges (new type dialog)");
  await typeDialog.getByRole("button", { name: txt("common.save") }).click();
  await expect(typeDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: typeName })).toBeVisible();

  // --- The users tab: invite to this account only, with the new type.
  await tab(page, txt("settings.tabs.users")).click();
  await expect(page).toHaveURL(/\/customer\/settings\/users$/);
  await expect(page.getByText(OWNER.email).first()).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/users");

  await page.getByRole("button", { name: txt("users.invite"), exact: true }).click();
  const invite = page.getByRole("dialog", { name: txt("users.inviteHeading") });
  await expect(invite).toBeVisible();
  await invite.getByLabel(txt("users.email")).fill(invited.email);
  await invite.getByLabel(txt("users.firstName")).fill(invited.firstName);
  await invite.getByLabel(txt("users.lastName")).fill(invited.lastName);
  await invite.getByLabel(txt("users.phone")).fill(invited.phone);
  await invite.getByLabel(txt("users.permission")).selectOption({ label: typeName });
  await invite.getByRole("radio", { name: txt("users.scopeThis") }).check();
  await expectNoAxeViolations(page, "/customer/settings/users (invite dialog)");
  await invite.getByRole("button", { name: txt("users.sendInvite") }).click();
  await expect(page.getByText(txt("users.invited", { email: invited.email }))).toBeVisible();
  await expect(invite).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: invited.email });
  await expect(row).toContainText(typeName);
  await expect(row).toContainText(txt("common.invited"));

  await signOut(page);

  // --- The invitation mail: the user chooses a password on /user-activation/<token>.
  const link = await linkFromMail(page.request, invited.email, "user-activation");
  await page.goto(link);
  await expect(field(page, "password")).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.activation")}`);
  await expectNoAxeViolations(page, "/user-activation/<token> (invitation, password form)");
  // Without a password the form says so.
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(txt("validation.required")).first()).toBeVisible();
  await field(page, "password").fill(NEW_PASSWORD);
  await field(page, "passwordConfirmation").fill(NEW_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole("heading", { name: txt("activation.successHeading") })).toBeVisible();

  // --- Signed in with the limited rights: the account tab, but no users tab (nor the sidebar's users entry).
  await page.goto("/login");
  await submitLogin(page, invited.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByText(OWNER.customer).first()).toBeVisible();
  await expect(page.getByRole("link", { name: txt("nav.users"), exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: txt("nav.settingsPage"), exact: true }).click();
  // the type grants viewPlan: the plan tab is the default (SPEC 1, issue 19)
  await expect(page).toHaveURL(/\/customer\/settings\/plan$/);
  await ready(page, txt("settings.heading"));
  await expect(tab(page, txt("settings.tabs.plan"))).toHaveAttribute("aria-selected", "true");
  await tab(page, txt("settings.tabs.account")).click();
  await expect(page).toHaveURL(/\/customer\/settings\/account$/);
  await expect(tab(page, txt("settings.tabs.account"))).toBeVisible();
  await expect(tab(page, txt("settings.tabs.users"))).toHaveCount(0);
  await expect(tab(page, txt("settings.tabs.privileges"))).toHaveCount(0);
  await expectNoAxeViolations(page, "/customer/settings/account (custom permission)");

  // A direct URL: a warning toast, then back to /customer.
  await page.goto("/customer/settings/users");
  await expect(page.getByText(txt("errors.forbidden")).first()).toBeVisible();
  await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
  await expect(page.getByText(invited.email)).toHaveCount(0);
});

test("an admin finds Demo Regnskap AS in /admin/customers by searching, in English", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await switchLanguage(page, "en");
  await ready(page, en("admin.customersHeading"));
  await expect(page).toHaveTitle(`Innfri | ${en("titles.adminCustomers")}`);

  const search = page.getByLabel(en("admin.searchCustomers"));
  await search.first().fill("Demo Regn");
  // The search is kept in the URL (validateSearch), and the list shows the customer.
  await expect(page).toHaveURL(/search=Demo/);
  const row = page.getByRole("row").filter({ hasText: OWNER.customer });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page, "/admin/customers (English, searched)");

  // A search that matches nothing says so.
  await search.first().fill("Finnes ikke AS zzz");
  await expect(page.getByText(en("table.empty"))).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: OWNER.customer })).toHaveCount(0);

  // Kept on reload.
  await search.first().fill("Demo Regn");
  await expect(page.getByRole("row").filter({ hasText: OWNER.customer })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: OWNER.customer })).toHaveCount(1);
});

test("the owner requests deletion of the account on manage-account and cancels it, in English", async ({ page }) => {
  await signInAsOwner(page);
  await switchLanguage(page, "en");
  await page.goto("/customer/settings/manage-account");
  await ready(page, en("settings.heading"));
  await expect(tab(page, en("settings.tabs.manage-account"))).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page, "/customer/settings/manage-account (English)");

  await page.getByRole("button", { name: en("manageAccount.requestDeletion") }).click();
  const confirm = page.getByRole("dialog").or(page.getByRole("alertdialog"));
  await expect(confirm.first()).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/manage-account (confirm deletion)");
  await confirm
    .first()
    .getByRole("button", { name: en("manageAccount.confirmDeletion") })
    .click();
  await expect(confirm.first()).toBeHidden();
  await expect(page.getByText(en("manageAccount.deletionPending"), { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: en("manageAccount.cancelDeletion") })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/manage-account (deletion pending)");

  // Still pending after a reload: it is the server's state.
  await page.reload();
  await expect(page.getByRole("button", { name: en("manageAccount.cancelDeletion") })).toBeVisible();

  await page.getByRole("button", { name: en("manageAccount.cancelDeletion") }).click();
  await expect(page.getByRole("button", { name: en("manageAccount.requestDeletion") })).toBeVisible();
  await expect(page.getByText(en("manageAccount.deletionPending"), { exact: false })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: en("manageAccount.requestDeletion") })).toBeVisible();
  // The account still works.
  await page.goto("/customer/dashboard");
  await expect(page.getByText(OWNER.customer).first()).toBeVisible();
});
