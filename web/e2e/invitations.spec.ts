// Issue 8 (F1): a user joins a customer only by accepting. The owner invites an address that already has a user;
// the users tab shows only the address, as invited; the invited user follows the mailed link, signs in, sees who
// invited them to which company, accepts, and works in that customer. A second invitation (after removal) waits on the
// link's page, where the user declines it. axe on the pages reached.
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  linkFromMail,
  newCustomer,
  OWNER,
  registerAndActivate,
  signInAsOwner,
  signOut,
  submitLogin,
  test,
  txt,
} from "./support";

async function invite(page: Page, email: string) {
  await page.goto("/customer/settings/users");
  await expect(page.getByText(OWNER.email).first()).toBeVisible();
  await page.getByRole("button", { name: txt("users.invite"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: txt("users.inviteHeading") });
  await dialog.getByLabel(txt("users.email")).fill(email);
  await dialog.getByLabel(txt("users.firstName")).fill("Feil");
  await dialog.getByLabel(txt("users.lastName")).fill("Navn");
  await dialog.getByLabel(txt("users.phone")).fill("41234567");
  await dialog.getByLabel(txt("users.permission")).selectOption({ label: txt("permissions.accountant") });
  await dialog.getByRole("radio", { name: txt("users.scopeThis") }).check();
  await dialog.getByRole("button", { name: txt("users.sendInvite") }).click();
  await expect(page.getByText(txt("users.invited", { email }))).toBeVisible();
}

test("an existing user is invited, accepts from the mailed link, and declines a second one on the link's page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await registerAndActivate(page, "eksisterende");

  // --- The owner invites the existing address: the row shows the address as invited, not the user's name.
  await signOut(page);
  await signInAsOwner(page);
  await invite(page, user.email);
  const row = page.getByRole("row").filter({ hasText: user.email });
  await expect(row).toContainText(txt("common.invited"));
  await expect(row).not.toContainText(user.firstName);
  await expect(row.getByRole("button", { name: new RegExp(txt("users.cancelInvitation")) })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/users (invited member)");
  await signOut(page);

  // --- The mailed link: sign in, see who invited to which company, accept.
  const link = await linkFromMail(page.request, user.email, "invitation");
  await page.goto(link);
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: txt("invitations.pageHeading") })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.invitation")}`);
  await expect(
    page.getByText(txt("invitations.pageText", { company: OWNER.customer, inviter: "Olav Eier" })),
  ).toBeVisible();
  await expectNoAxeViolations(page, "/invitation/<token>");
  await page.getByRole("button", { name: txt("invitations.acceptButton") }).click();
  await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
  await expect(page.getByText(OWNER.customer).first()).toBeVisible();
  await signOut(page);

  // --- The owner sees the member by name now, and invites again from scratch after removing them.
  await signInAsOwner(page);
  await page.goto("/customer/settings/users");
  const member = page.getByRole("row").filter({ hasText: user.email });
  await expect(member).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(member).toContainText(txt("common.active"));
  await member.getByRole("button", { name: new RegExp(txt("common.remove")) }).click();
  await page
    .getByRole("dialog", { name: txt("users.removeHeading") })
    .getByRole("button", { name: txt("common.remove") })
    .click();
  await expect(page.getByText(txt("users.removed"))).toBeVisible();
  await invite(page, user.email);
  await signOut(page);

  // --- Signed in (no customer of their own any more): the link's page again; in the switcher once a member.
  await page.goto("/login");
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/registration-details$/);
  const again = await linkFromMail(page.request, user.email, "invitation");
  await page.goto(again);
  await page.getByRole("button", { name: txt("invitations.declineButton") }).click();
  await expect(page.getByRole("heading", { name: txt("invitations.declinedHeading") })).toBeVisible();
});

test("a user with a company of their own accepts an invitation from the customer switcher", async ({ page }) => {
  test.setTimeout(150_000);
  const own = `Eget Firma ${Date.now().toString(36)} AS`;
  const user = await newCustomer(page, "med-firma", own);
  await signOut(page);

  await signInAsOwner(page);
  await invite(page, user.email);
  await signOut(page);

  await page.goto("/login");
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const switcher = page.getByRole("button", { name: new RegExp(txt("invitations.pendingCount_one", { count: "1" })) });
  await switcher.click();
  const acceptItem = page.getByRole("menuitem", { name: txt("invitations.accept", { company: OWNER.customer }) });
  await expect(acceptItem).toBeVisible();
  await expect(
    page.getByRole("menuitem", { name: txt("invitations.decline", { company: OWNER.customer }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "/customer/dashboard (customer switcher with an invitation)");
  await acceptItem.click();
  await expect(page.getByText(`Invitasjonen er godtatt. Du har nå tilgang til ${OWNER.customer}.`)).toBeVisible();
  await expect(
    page.getByRole("button", { name: txt("layout.switchCustomer", { name: OWNER.customer }) }),
  ).toBeVisible();
});
