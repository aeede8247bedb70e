import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { formatMoney } from "@/lib/format";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, labelText, mockFetch } from "@/test/utils";
import type { ExportFileView } from "../api/export-files";
import { ExportFilesTab, lastMonthOf } from "./export-files-tab";
import { clientFor, setting } from "./fixtures";

const ok = (body: unknown) => () => jsonResponse(200, body);

const MAY: ExportFileView = {
  id: "f-may",
  from: "2026-05-01",
  to: "2026-05-31",
  fileName: "innfri-regnskap-2026-05-01-2026-05-31.csv",
  rows: 6,
  totalOre: 1_013_500,
  createdAt: Date.UTC(2026, 5, 2, 8, 0),
};
const JUNE: ExportFileView = {
  ...MAY,
  id: "f-june",
  from: "2026-06-01",
  to: "2026-06-30",
  fileName: "innfri-regnskap-2026-06-01-2026-06-30.csv",
  rows: 2,
  totalOre: 15_000,
  createdAt: Date.UTC(2026, 6, 1, 8, 0),
};
const LIST = "GET /v1/uni-export-files?page=1&rowsPerPage=25";

function renderTab() {
  return renderWithRouter(
    () => (
      <>
        <ExportFilesTab />
        <Toaster />
      </>
    ),
    { path: "/customer/settings/uni-export-files", queryClient: clientFor("owner") },
  );
}

async function typeDate(label: string, value: string) {
  const field = screen.getByLabelText(labelText(label));
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage("no");
});

describe("Settings → Eksportfiler til regnskap", () => {
  it("lists the files made (period, made at, postings, total) and downloads one under its name", async () => {
    URL.createObjectURL = () => "blob:file";
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = mockFetch({
      "GET /v1/integration-settings": ok(setting("file")),
      [LIST]: ok({ data: [JUNE, MAY], total: 2 }),
      "GET /v1/uni-export-files/f-may/download": () =>
        new Response("\uFEFFDato;Fakturanummer\r\n", {
          status: 200,
          headers: { "Content-Disposition": `attachment; filename="${MAY.fileName}"` },
        }),
    });
    await renderTab();
    expect(await screen.findByText("Eksportfiler til regnskap")).toBeInTheDocument();
    expect(screen.getByText(/Uni Economy \(Uni Økonomi, DNB Regnskap\)/)).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Filer laget tidligere" });
    const may = await within(table).findByRole("row", { name: /01\.05\.2026–31\.05\.2026/ });
    const cells = within(may)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(["02.06.2026", "6", formatMoney(1_013_500)]));
    await userEvent.click(within(may).getByRole("button", { name: "Last ned filen for 01.05.2026–31.05.2026" }));
    await waitFor(() => expect(saved).toEqual([MAY.fileName]));
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toContain("GET /v1/uni-export-files/f-may/download");
  });

  it("makes the file of the period typed, with one request key while the period stays, and lists it", async () => {
    const fetch = mockFetch({
      "GET /v1/integration-settings": ok(setting("file")),
      [LIST]: [ok({ data: [], total: 0 }), ok({ data: [MAY], total: 1 }), ok({ data: [MAY], total: 1 })],
      "POST /v1/uni-export-files": [() => jsonResponse(201, MAY), () => jsonResponse(200, MAY)],
    });
    await renderTab();
    expect(await screen.findByText("Ingen filer er laget ennå.")).toBeInTheDocument();
    await typeDate("Fra dato", "01.05.2026");
    await typeDate("Til dato", "31.05.2026");
    await userEvent.click(screen.getByRole("button", { name: "Lag fil" }));
    expect(await screen.findByText(`Filen ${MAY.fileName} er klar.`)).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /01\.05\.2026–31\.05\.2026/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Lag fil" }));
    await waitFor(() => expect(fetch.requests.filter((r) => r.method === "POST")).toHaveLength(2));
    const posts = fetch.requests.filter((r) => r.method === "POST").map((r) => r.body as Record<string, string>);
    expect(posts[0]).toMatchObject({ from: "2026-05-01", to: "2026-05-31" });
    expect(posts[0]!.requestKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.requestKey).toBe(posts[0]!.requestKey);
  });

  it("shows the server's 422 on its field, and checks the order of the dates before sending", async () => {
    const fetch = mockFetch({
      "GET /v1/integration-settings": ok(setting("file")),
      [LIST]: ok({ data: [], total: 0 }),
      "POST /v1/uni-export-files": () =>
        jsonResponse(422, {
          message: "Ugyldige opplysninger",
          errors: { to: ["En fil dekker høyst ett år: til-datoen må være før samme dato ett år senere."] },
        }),
    });
    await renderTab();
    await screen.findByText("Ingen filer er laget ennå.");
    await typeDate("Fra dato", "01.01.2025");
    await typeDate("Til dato", "01.01.2026");
    await userEvent.click(screen.getByRole("button", { name: "Lag fil" }));
    expect(
      await screen.findByText("En fil dekker høyst ett år: til-datoen må være før samme dato ett år senere."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(labelText("Til dato"))).toHaveAttribute("aria-invalid", "true");
    await typeDate("Fra dato", "31.05.2026");
    await typeDate("Til dato", "01.05.2026");
    await userEvent.click(screen.getByRole("button", { name: "Lag fil" }));
    expect(await screen.findByText("Til-datoen kan ikke være før fra-datoen.")).toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("without an integration setting says where to choose one, and asks for no files", async () => {
    const fetch = mockFetch({ "GET /v1/integration-settings": ok(null) });
    await renderTab();
    expect(await screen.findByRole("link", { name: "Integrasjon" })).toHaveAttribute(
      "href",
      "/customer/settings/integration",
    );
    expect(fetch.requests.some((r) => r.path.startsWith("/v1/uni-export-files"))).toBe(false);
  });

  it("is in English when the user reads English", async () => {
    await i18n.changeLanguage("en");
    mockFetch({ "GET /v1/integration-settings": ok(setting("file")), [LIST]: ok({ data: [MAY], total: 1 }) });
    await renderTab();
    expect(await screen.findByText("Export files for accounting")).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: "Files made before" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make file" })).toBeInTheDocument();
  });

  it("starts on last month", () => {
    expect(lastMonthOf("2026-03-15")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(lastMonthOf("2026-01-01")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });
});
