// A case's notes and uploaded documents (issue 11), and the admin page of letters to post (issue 10's print queue):
// the owner of the demo customer opens a case made through the API (a fresh invoice number per run: e2e data persists
// while the server runs), adds a note, edits it, deletes it after confirming; the events tab tells each with who did it;
// uploads a PDF on the documents tab and downloads it under its name; a file over 4 MB is refused with the message
// to compress and retry. The admin opens /admin/case-documents from the sidebar and filters by status. axe on each.
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { demoDebtorId, ownerApi, stamp, startCase } from "./case-api";
import { ct } from "./cases-text";
import { ADMIN, expect, expectNoAxeViolations, signIn, signInAsOwner, test, txt } from "./support";

/** A case of the demo customer: an allowance of one granted by the admin, a claim of the demo debtor typed in. */
async function newCase(request: APIRequestContext): Promise<string> {
  const api = await ownerApi(request, { cases: 1 });
  const claim = { number: `E2E-N-${stamp()}`, voucherDate: "2026-10-01", dueDate: "2026-10-15", amount: "1500" };
  return (await startCase(api, await demoDebtorId(api), [claim])).id;
}

/** The smallest file a PDF reader opens: the header, a catalog, the trailer. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

test("the owner adds, edits and deletes a note, sees each in the events, uploads a PDF and downloads it", async ({
  page,
  request,
}) => {
  // many steps on one page (about 30 s on a busy machine)
  test.setTimeout(120_000);
  const caseId = await newCase(request);
  await signInAsOwner(page);
  await page.goto(`/customer/cases/view/${caseId}/tab/notes`);
  await expect(page.getByRole("tab", { name: ct("page.tab.notes") })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(ct("page.empty.notes"))).toBeVisible();

  // add: an empty note is refused first
  await page.getByRole("button", { name: ct("notes.add") }).click();
  await expect(page.getByText("Dette feltet er obligatorisk.")).toBeVisible();
  await page.getByLabel(ct("notes.new")).fill("Ringte skyldner, lovet betaling fredag.");
  await page.getByRole("button", { name: ct("notes.add") }).click();
  await expect(page.getByText("Notatet er lagret.")).toBeVisible();
  const list = page.getByRole("list", { name: ct("page.tab.notes") });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Ringte skyldner, lovet betaling fredag.");
  await expect(list).toContainText("av Olav Eier");
  await expectNoAxeViolations(page, "case notes tab");

  // edit
  await list.getByRole("button", { name: /^Endre notatet fra / }).click();
  await page.getByLabel(ct("notes.editLabel")).fill("Betalte ikke fredag. Ny purring.");
  await page.getByRole("button", { name: ct("notes.save") }).click();
  await expect(page.getByText("Notatet er endret.")).toBeVisible();
  await expect(list).toContainText("Betalte ikke fredag. Ny purring.");
  await expect(list).toContainText(/endret \d\d\.\d\d\.\d{4} \d\d:\d\d av Olav Eier/);

  // delete, after confirming
  await list.getByRole("button", { name: /^Slett notatet fra / }).click();
  const dialog = page.getByRole("dialog", { name: ct("notes.confirmTitle") });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "delete note dialog");
  await dialog.getByRole("button", { name: ct("notes.delete") }).click();
  await expect(page.getByText("Notatet er slettet.")).toBeVisible();
  await expect(page.getByText(ct("page.empty.notes"))).toBeVisible();

  // the events tab: each change with who
  await page.getByRole("tab", { name: ct("page.tab.events") }).click();
  const events = page.getByRole("list", { name: ct("page.tab.events") });
  for (const action of ["created", "updated", "deleted"])
    await expect(events).toContainText(ct(`page.noteEvents.${action}`));
  await expect(events).toContainText("«Betalte ikke fredag. Ny purring.»");

  // upload a PDF on the documents tab and download it
  await page.getByRole("tab", { name: ct("page.tab.documents") }).click();
  await expect(page.getByText(ct("uploads.empty"))).toBeVisible();
  await page
    .getByLabel(ct("uploads.choose"))
    .setInputFiles({ name: "Avtale med skyldner.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("Dokumentet er lastet opp.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Avtale med skyldner.pdf" });
  await expect(row).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: ct("documents.downloadNamed", { name: "Avtale med skyldner.pdf" }) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Avtale med skyldner.pdf");
  const saved = readFileSync((await download.path())!);
  expect(saved.equals(PDF)).toBe(true);

  // too large: told to compress and retry, nothing sent; not a PDF: refused by the server
  await page.getByLabel(ct("uploads.choose")).setInputFiles({
    name: "stor.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024)]),
  });
  await expect(page.getByText("Filen er større enn 4 MB. Komprimer PDF-en og prøv igjen.")).toBeVisible();
  await page
    .getByLabel(ct("uploads.choose"))
    .setInputFiles({ name: "faktura.pdf", mimeType: "application/pdf", buffer: Buffer.from("ikke en pdf") });
  await expect(page.getByText("Bare PDF-filer kan lastes opp.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: ".pdf" })).toHaveCount(1);
  await expectNoAxeViolations(page, "case documents tab with uploads");

  await page.getByRole("tab", { name: ct("page.tab.events") }).click();
  await expect(page.getByRole("list", { name: ct("page.tab.events") })).toContainText(
    ct("page.events.document-uploaded"),
  );
});

test("the admin opens the letters to post from the sidebar and filters them by status", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page
    .getByRole("link", { name: txt("nav.caseDocuments") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/case-documents(\?status=queued)?$/);
  await expect(page.getByRole("heading", { level: 1, name: txt("titles.adminCaseDocuments") })).toBeVisible();
  await expect(page.getByRole("heading", { name: txt("printQueue.batches"), exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/case-documents");
  await page.getByLabel(txt("printQueue.filter")).selectOption("sent");
  await expect(page).toHaveURL(/status=sent/);
  await expect(page.getByRole("heading", { name: txt("printQueue.letters"), exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/case-documents?status=sent");
});
