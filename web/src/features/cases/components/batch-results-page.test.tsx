import { useSearch } from "@tanstack/react-router";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useListNavigate } from "@/components/data-table/use-list-search";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { validateBatchResultsSearch, validateCaseListSearch } from "../search";
import { availableStep } from "../step-fixtures";
import { caseItem, owner } from "../test-fixtures";
import { BatchResultsPage } from "./batch-results-page";
import { CaseListPage } from "./case-list-page";
import { StepExecutionFormPage } from "./step-execution-form-page";
import { useNavigate } from "@tanstack/react-router";

const batch = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  status: "failed",
  source: "batch",
  userEmail: "kari@example.no",
  stepId: "1",
  titleNo: "Purring",
  titleEn: "Reminder",
  total: 3,
  done: 2,
  failed: 1,
  createdAt: Date.UTC(2026, 10, 20, 10, 0),
  ...extra,
});
const item = (caseId: string, status: string, extra: Record<string, unknown> = {}) => ({
  caseId,
  debtorName: `Debitor ${caseId}`,
  stepId: "1",
  status,
  runId: status === "failed" ? null : `r${caseId}`,
  message: null,
  errorNo: null,
  errorEn: null,
  updatedAt: 1,
  ...extra,
});

function Results() {
  const onSearchChange = useListNavigate();
  const navigate = useNavigate();
  return (
    <BatchResultsPage
      search={useSearch({ strict: false })}
      onSearchChange={onSearchChange}
      onOpen={(b) =>
        void navigate({ to: ".", search: (prev: Record<string, unknown>) => ({ ...prev, batch: b }) } as never)
      }
    />
  );
}

function render(
  Component: () => React.ReactElement,
  path: string,
  validateSearch: (s: Record<string, unknown>) => unknown,
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  return renderWithRouter(Component, { path, validateSearch: validateSearch as never, queryClient });
}

afterEach(async () => {
  await i18n.changeLanguage("no");
});

describe("the batch results (/customer/batch-results)", () => {
  it("asks again once a batch's cases are all counted but the batch is not yet marked done", async () => {
    mockFetch({
      "GET /v1/case-step-creation-batches": [
        () => jsonResponse(200, { data: [batch("b2", { status: "running", total: 2, done: 2, failed: 0 })], total: 1 }),
        () => jsonResponse(200, { data: [batch("b2", { status: "done", total: 2, done: 2, failed: 0 })], total: 1 }),
      ],
    });
    await render(Results, "/customer/batch-results", validateBatchResultsSearch);
    expect(await screen.findByText("Pågår")).toBeInTheDocument();
    // no event needed: the page reads it again a moment later
    expect(await screen.findByText("Fullført", {}, { timeout: 3_000 })).toBeInTheDocument();
  });

  it.each(["no", "en"] as const)(
    "lists the batches with their progress, filtered from the URL, and one batch's cases (%s)",
    async (lng) => {
      await i18n.changeLanguage(lng);
      const fetch = mockFetch({
        "GET /v1/case-step-creation-batches": () => jsonResponse(200, { data: [batch("b1")], total: 1 }),
        "GET /v1/case-step-creation-batches/b1/statuses": () =>
          jsonResponse(200, {
            batch: batch("b1"),
            data: [
              item("1", "completed"),
              item("2", "successful"),
              item("3", "failed", {
                errorNo: "Steget hører ikke til sakens prosedyre.",
                errorEn: "Not the case's next step.",
              }),
            ],
          }),
      });
      const { router } = await render(Results, "/customer/batch-results?source=batch", validateBatchResultsSearch);
      const progress = await screen.findByRole("progressbar");
      expect(progress).toHaveAttribute("aria-valuenow", "3");
      expect(fetch.requests[0]!.path).toBe("/v1/case-step-creation-batches?page=1&rowsPerPage=25&source=batch");
      const row = screen.getAllByRole("row")[1]!;
      expect(row.textContent).toContain(lng === "no" ? "Purring" : "Reminder");
      expect(row.textContent).toContain(lng === "no" ? "2 av 3 saker ferdig, 1 feilet" : "2 of 3 cases done, 1 failed");
      expect(row.textContent).toContain(lng === "no" ? "Fullført med feil" : "Completed with errors");
      expect(row.textContent).toContain("kari@example.no");
      expect(row.textContent).toContain("20.11.2026");

      const u = userEvent.setup({ delay: null });
      await u.selectOptions(screen.getByLabelText("Status"), "running");
      await waitFor(() => expect(router.state.location.search).toMatchObject({ status: "running", source: "batch" }));
      await u.click(screen.getByRole("button", { name: lng === "no" ? "Vis saker" : "Show cases" }));
      const details = await screen.findByRole("region", {
        name: lng === "no" ? /Sakene i Purring/ : /The cases of Reminder/,
      });
      await waitFor(() => expect(within(details).getAllByRole("row")).toHaveLength(4));
      const rows = within(details).getAllByRole("row");
      expect(rows[1]!.textContent).toContain(lng === "no" ? "Brevet er lagt i kø" : "Letter queued");
      expect(rows[2]!.textContent).toContain(lng === "no" ? "Sendt" : "Sent");
      expect(rows[3]!.textContent).toContain(lng === "no" ? "Feilet" : "Failed");
      expect(rows[3]!.textContent).toContain(
        lng === "no" ? "Steget hører ikke til sakens prosedyre." : "Not the case's next step.",
      );
      expect(within(details).getByRole("link", { name: "3" })).toHaveAttribute("href", "/customer/cases/view/3");
      expect(router.state.location.search).toMatchObject({ batch: "b1" });
    },
  );
});

function Cases() {
  const onSearchChange = useListNavigate();
  return <CaseListPage search={useSearch({ strict: false })} onSearchChange={onSearchChange} />;
}

describe("«Fortsett valgte» on the case list", () => {
  const list = () => jsonResponse(200, { data: [caseItem(1), caseItem(2)], total: 2 });

  it("lists each case the API refuses, stops waiting on any other error, and goes to the batch once queued", async () => {
    const fetch = mockFetch({
      "GET /v1/cases": [list, list, list, list],
      "GET /v1/cases/k1/available-steps": () =>
        jsonResponse(200, {
          data: [availableStep("1", "reminder"), availableStep("2", "debt-collection-notice", { allowed: false })],
          total: 2,
        }),
      "POST /v1/case-documents/send": [
        () =>
          jsonResponse(422, {
            message: "Steget kan ikke kjøres på alle de valgte sakene. Ingenting er lagt i kø.",
            errors: { "cases.k2": ["Steget hører ikke til sakens prosedyre etter det siste steget."] },
          }),
        () => jsonResponse(500, { message: "Noe gikk galt.", code: "INTERNAL" }),
        () =>
          jsonResponse(202, {
            message: "2 saker er lagt i kø for steget Purring.",
            data: batch("b9", { status: "running", done: 0, failed: 0, total: 2 }),
          }),
      ],
    });
    const { router } = await render(Cases, "/customer/cases", validateCaseListSearch);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole("checkbox", { name: "Velg sak 1" }));
    await u.click(screen.getByRole("checkbox", { name: "Velg sak 2" }));
    await u.click(screen.getByRole("button", { name: "Fortsett valgte" }));
    const dialog = await screen.findByRole("dialog", { name: "Fortsett 2 saker" });
    const step = await within(dialog).findByLabelText(/^Steg/);
    // only the steps the first case may take now
    expect(
      within(step)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Purring"]);
    const submit = within(dialog).getByRole("button", { name: "Legg i kø" });

    await u.click(submit);
    expect(
      await within(dialog).findByText("Sak k2: Steget hører ikke til sakens prosedyre etter det siste steget."),
    ).toBeVisible();
    expect(
      within(dialog).getByText("Steget kan ikke kjøres på alle de valgte sakene. Ingenting er lagt i kø."),
    ).toBeVisible();
    expect(submit).toBeEnabled();

    await u.click(submit);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).queryByText(/Sak k2/)).toBeNull();

    await u.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/batch-results"));
    expect(router.state.location.search).toEqual({ batch: "b9" });
    const sent = fetch.requests.filter((r) => r.method === "POST");
    expect(sent.map((r) => r.body)).toEqual(Array(3).fill({ caseIds: ["k1", "k2"], stepId: "1" }));
  });
});

function Form() {
  return <StepExecutionFormPage search={useSearch({ strict: false })} />;
}

describe("the step on several cases form (/customer/cases/step-execution-on-multiple-cases-form)", () => {
  it("finds the cases by the filter (the first 50), lets the user leave some out, and queues the step for the rest", async () => {
    const fetch = mockFetch({
      "GET /v1/cases": () => jsonResponse(200, { data: [caseItem(1), caseItem(2), caseItem(3)], total: 60 }),
      "GET /v1/cases/k1/available-steps": () => jsonResponse(200, { data: [availableStep("1", "reminder")], total: 1 }),
      "POST /v1/case-documents/send": () =>
        jsonResponse(202, {
          message: "2 saker er lagt i kø for steget Purring.",
          data: batch("b7", { status: "running" }),
        }),
    });
    const { router } = await render(
      Form,
      "/customer/cases/step-execution-on-multiple-cases-form?status=active",
      validateCaseListSearch,
    );
    await screen.findByRole("heading", { name: "3 saker valgt" });
    expect(fetch.requests[0]!.path).toBe("/v1/cases?page=1&rowsPerPage=50&status=active");
    expect(
      screen.getByText("Filteret finner 60 saker; de 50 første vises. Snevre inn filteret for å nå de andre."),
    ).toBeVisible();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("checkbox", { name: /^Sak 2,/ }));
    expect(screen.getByRole("heading", { name: "2 saker valgt" })).toBeVisible();
    await screen.findByText(/Stegene er de som kan kjøres på sak k1;/);
    await u.click(screen.getByRole("button", { name: "Legg i kø" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/batch-results"));
    expect(fetch.requests.find((r) => r.method === "POST")!.body).toEqual({ caseIds: ["k1", "k3"], stepId: "1" });
  });
});
