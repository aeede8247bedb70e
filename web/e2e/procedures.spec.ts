// The collection configuration (issue 10): an admin finds the seeded letter templates, edits one on its form page
// with the live preview (an unknown placeholder is named in the preview and refused on save), opens the step form
// from the steps list, and a bad form action is the 404 page. axe on each new page.
import { readFileSync } from "node:fs";
import { ADMIN, expect, expectNoAxeViolations, signIn, test, txt } from "./support";

type Catalogue = { [key: string]: string | Catalogue };
const resources = JSON.parse(
  readFileSync(new URL("../src/i18n/no/resources.json", import.meta.url), "utf8"),
) as Catalogue;
/** A Norwegian text of web/src/i18n/no/resources.json ("resources.*" in the app). */
function r(key: string, params: Record<string, string> = {}): string {
  let value: string | Catalogue | undefined = resources;
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "resources.${key}"`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}

test("an admin edits a seeded letter template with its preview, and opens the step form", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page
    .getByRole("navigation", { name: txt("layout.mainNav") })
    .getByRole("link", { name: txt("nav.documents"), exact: true })
    .click();
  await expect(page.getByRole("heading", { name: r("documents.title"), level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/documents");

  await page.getByRole("searchbox", { name: r("documents.search") }).fill("inkassovarsel");
  const item = "Inkassovarsel (no)";
  await page.getByRole("button", { name: r("common.editFor", { item }) }).click();
  await expect(page).toHaveURL(/\/admin\/document\/edit\/debt-collection-notice-no$/);
  await expect(page.getByRole("heading", { name: r("common.editHeading", { item }), level: 1 })).toBeVisible();
  const preview = page.getByRole("region", { name: r("template-preview.heading") });
  // the placeholders filled from the sample case (the KID and deadline are in the letter's payment box, not its text)
  await expect(preview).toContainText("faktura 2026-118 av 01.10.2026: Rørleggerarbeid");
  await expect(preview).toContainText("vil inkasso bli iverksatt");
  await expectNoAxeViolations(page, "/admin/document/edit/{id}");

  const title = page.getByRole("textbox", { name: r("documents.fields.title") });
  await title.fill("Inkassovarsel til {{debtor.nam}}");
  await expect(preview).toContainText(r("template-preview.unknown", { names: "{{debtor.nam}}" }));
  await page.getByRole("button", { name: r("common.save") }).click();
  await expect(
    page.getByText(txt("validation.unknownPlaceholder").replace("{placeholder}", "{{debtor.nam}}")),
  ).toBeVisible();
  await title.fill("Inkassovarsel til {{debtor.name}}");
  await expect(preview).toContainText("Inkassovarsel til Kari Nordmann");
  await page.getByRole("button", { name: r("common.save") }).click();
  await expect(page).toHaveURL(/\/admin\/documents$/);
  await expect(page.getByText(r("common.saved")).first()).toBeVisible();
  // back as seeded, for the tests that send this letter
  await page.goto("/admin/document/edit/debt-collection-notice-no");
  await page.getByRole("textbox", { name: r("documents.fields.title") }).fill("Inkassovarsel");
  await page.getByRole("button", { name: r("common.save") }).click();
  await expect(page).toHaveURL(/\/admin\/documents$/);

  await page.goto("/admin/steps");
  await expect(page.getByRole("heading", { name: r("steps.title"), level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Betalingsoppfordring" }).first()).toBeVisible();
  await expectNoAxeViolations(page, "/admin/steps");
  await page.getByRole("button", { name: r("steps.new") }).click();
  await expect(page).toHaveURL(/\/admin\/step\/create$/);
  await expect(page.getByRole("checkbox", { name: r("steps.fields.autopilot") })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/step/create");
  await page.getByRole("button", { name: txt("common.cancel") }).click();
  await expect(page).toHaveURL(/\/admin\/steps$/);

  await page.goto("/admin/procedure/remove/person");
  await expect(page).toHaveURL(/\/404$/);
});
