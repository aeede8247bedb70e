import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "@/lib/format";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import type { LedgerImport } from "../api/imports";
import { formatOf } from "../formats";
import { ColumnMappingForm } from "./column-mapping";
import { FileUpload } from "./file-upload";
import { ImportPreview } from "./import-preview";
import { ImportProgress } from "./import-progress";
import { ImportResult } from "./import-result";

const HEADERS = ["Kundenr", "Navn", "Fakturanr", "Fakturadato", "Forfallsdato", "Beløp", "KID"];

const parsed: LedgerImport = {
  id: "01JIMPORT0000000000000001",
  importId: "01JIMPORT0000000000000001",
  createdBy: "01JUSER00000000000000001",
  updatedAt: 0,
  format: "csv",
  fileName: "faktura.csv",
  fileSize: 1234,
  status: "parsed",
  error: null,
  headers: HEADERS,
  mapping: {
    kind: "invoice",
    columns: {
      customerNumber: "Kundenr",
      debtorName: "Navn",
      number: "Fakturanr",
      voucherDate: "Fakturadato",
      amount: "Beløp",
    },
  },
  summary: {
    rows: 3,
    valid: 2,
    invoices: 2,
    creditNotes: 0,
    payments: 0,
    amountOre: 123_450,
    duplicates: 1,
    newDebtors: 1,
    existingDebtors: 1,
    debtorConflicts: ["10001"],
    debtorConflictCount: 1,
    errors: 1,
  },
  preview: [
    {
      line: 2,
      kind: "invoice",
      debtor: { customerNumber: "10000", name: "Bjørnstad Rør AS" },
      number: "100001",
      voucherDate: "2026-04-01",
      dueDate: "2026-04-15",
      amountOre: 100_000,
      kid: "0100001000018",
    },
    {
      line: 4,
      kind: "invoice",
      debtor: { customerNumber: "10001", name: "Kari Nilsen" },
      number: "100003",
      voucherDate: "2026-04-02",
      amountOre: 23_450,
    },
  ],
  issues: [{ line: 3, field: "voucherDate", fieldLabel: "Bilagsdato", message: "Skriv inn en gyldig dato.", severity: "error" }],
  processed: 0,
  total: 2,
  createdAt: 0,
};

afterEach(() => vi.unstubAllGlobals());

describe("formats", () => {
  it("tells the formats apart as the server does: extension first, then the first bytes", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(formatOf("Faktura.XLSX", bytes("PK\u0003\u0004"))).toBe("xlsx");
    expect(formatOf("faktura.csv", bytes("Kundenr;Navn\r\n"))).toBe("csv");
    expect(formatOf("OCR.20260430.txt", bytes("NY000010000080800000170"))).toBe("ocr");
    expect(formatOf("innbetalinger", bytes("NY000010000080800000170"))).toBe("ocr");
    expect(formatOf("faktura.xml", bytes('<?xml version="1.0"?><Invoice xmlns="urn:oasis"/>'))).toBe("ehf");
    expect(formatOf("saft.xml", bytes('<?xml version="1.0"?><AuditFile xmlns="urn:StandardAuditFile">'))).toBe("saft");
  });
});

describe("FileUpload", () => {
  it("detects the format of the chosen file and sends it by a presigned upload, then imports the upload", async () => {
    const ocr = "NY000010000080800000170000123450000000000000000000000000000000000000000000000000\r\n";
    const s3 = "http://127.0.0.1:9000/innfri-documents/tmp/customers/c1/imports/uploads/01JUPLOAD0000000000000001";
    const fetch = mockFetch({
      "POST /v1/imports/upload-url": () =>
        jsonResponse(200, { uploadId: "01JUPLOAD0000000000000001", url: `${s3}?X-Amz-Signature=abc`, headers: { "content-type": "application/octet-stream" }, expiresAt: "2026-11-26T12:05:00.000Z" }),
      "PUT /innfri-documents/tmp/customers/c1/imports/uploads/01JUPLOAD0000000000000001": () => new Response(null, { status: 200 }),
      "POST /v1/imports/uploaded": () => jsonResponse(201, { ...parsed, status: "parsing", format: "ocr" }),
    });
    const onUploaded = vi.fn();
    renderWithClient(<FileUpload onUploaded={onUploaded} />);
    const user = userEvent.setup({ delay: null });
    const file = new File([ocr], "OCR.20260430.txt", { type: "text/plain" });
    await user.upload(screen.getByLabelText("Fil"), file);
    const format = await screen.findByLabelText("Filformat");
    expect(format).toHaveValue("ocr");
    expect(screen.getByText("Gjenkjent som OCR-giro. Velg et annet format hvis det er feil.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Last opp" }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const [ticketUrl, ticket] = fetch.mock.calls[0]!;
    expect(String(ticketUrl)).toMatch(/\/v1\/imports\/upload-url$/);
    expect(JSON.parse(String(ticket?.body))).toEqual({ fileName: "OCR.20260430.txt", size: file.size });
    const [putUrl, put] = fetch.mock.calls[1]!;
    expect(String(putUrl)).toBe(`${s3}?X-Amz-Signature=abc`);
    expect(put?.method).toBe("PUT");
    expect(put?.body).toBe(file);
    expect(put?.headers).toEqual({ "content-type": "application/octet-stream" });
    const [, started] = fetch.mock.calls[2]!;
    expect(JSON.parse(String(started?.body))).toEqual({ uploadId: "01JUPLOAD0000000000000001", fileName: "OCR.20260430.txt", format: "ocr" });
  });

  it("says at the input why a file was refused, and asks for a file before sending", async () => {
    mockFetch({
      "POST /v1/imports/upload-url": () =>
        jsonResponse(200, { uploadId: "01JUPLOAD0000000000000002", url: "http://127.0.0.1:9000/b/u2", headers: {}, expiresAt: "" }),
      "PUT /b/u2": () => new Response(null, { status: 200 }),
      "POST /v1/imports/uploaded": () =>
        jsonResponse(422, {
          message: "Denne filen er importert før.",
          errors: { file: ["Denne filen er importert før."] },
        }),
    });
    renderWithClient(<FileUpload onUploaded={vi.fn()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Last opp" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Velg en fil.");
    await user.upload(screen.getByLabelText("Fil"), new File(["Kundenr;Beløp\r\n1;2\r\n"], "faktura.csv"));
    await screen.findByLabelText("Filformat");
    await user.click(screen.getByRole("button", { name: "Last opp" }));
    expect(await screen.findByText("Denne filen er importert før.")).toBeInTheDocument();
    expect(screen.getByLabelText("Fil")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("ColumnMappingForm", () => {
  it("offers the file's headers for every field, prefilled, and saves the mapping without unmapped fields", async () => {
    const fetch = mockFetch({
      "PUT /v1/imports/01JIMPORT0000000000000001/mapping": () => jsonResponse(200, { ...parsed, status: "parsing" }),
    });
    renderWithClient(<ColumnMappingForm item={parsed} customerId="c1" canChange />);
    const user = userEvent.setup({ delay: null });
    const amount = screen.getByLabelText("Beløp");
    expect(amount).toHaveValue("Beløp");
    expect(
      within(amount)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ikke i filen", ...HEADERS]);
    expect(screen.getByLabelText("KID")).toHaveValue("");
    await user.selectOptions(screen.getByLabelText("KID"), "KID");
    await user.selectOptions(screen.getByLabelText("Navn"), "");
    await user.click(screen.getByRole("button", { name: "Bruk kolonnene" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/imports\/01JIMPORT0000000000000001\/mapping$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      mapping: {
        kind: "invoice",
        columns: {
          customerNumber: "Kundenr",
          number: "Fakturanr",
          voucherDate: "Fakturadato",
          amount: "Beløp",
          kid: "KID",
        },
      },
    });
  });
});

describe("ImportPreview", () => {
  it("shows the counts, the first rows and the row errors, and imports with the overwrite choice", async () => {
    const fetch = mockFetch({
      "POST /v1/imports/01JIMPORT0000000000000001/commit": () => jsonResponse(200, { ...parsed, status: "importing" }),
    });
    renderWithClient(<ImportPreview item={parsed} customerId="c1" canChange />);
    const user = userEvent.setup({ delay: null });
    const summary = within(screen.getByTestId("import-summary"));
    expect(summary.getByText("Sum").nextSibling?.textContent).toBe(formatMoney(123_450));
    expect(formatMoney(123_450)).toMatch(/^1\s234,50\skr$/);
    expect(summary.getByText("Finnes allerede i reskontro (hoppes over)").nextSibling).toHaveTextContent("1");
    const rows = within(screen.getByRole("table", { name: "De første 2 av 2 radene som blir importert" }));
    expect(rows.getByRole("row", { name: /100001/ })).toHaveTextContent("01.04.2026");
    expect(rows.getByRole("row", { name: /100001/ }).textContent).toContain(formatMoney(100_000));
    const issues = within(screen.getByRole("table", { name: "Rader med feil" }));
    expect(issues.getByRole("row", { name: "3 Bilagsdato Skriv inn en gyldig dato." })).toBeInTheDocument();
    expect(screen.getByText(/1 debitorer har andre opplysninger i reskontro enn i filen: 10001/)).toBeInTheDocument();
    await user.click(screen.getByLabelText("Overskriv debitorenes opplysninger"));
    await user.click(screen.getByRole("button", { name: "Importer" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/imports\/01JIMPORT0000000000000001\/commit$/);
    expect(JSON.parse(String(init?.body))).toEqual({ overwriteDebtors: true });
  });

  it("counts rows with errors, not errors; lists only the rows to import; shows warnings apart (B2)", () => {
    const item: LedgerImport = {
      ...parsed,
      summary: { ...parsed.summary!, rows: 6, errors: 5, errorRows: 4, duplicates: 1, toImport: 1, warnings: 1 },
      preview: [parsed.preview![0]!],
      issues: [
        ...parsed.issues!,
        { line: 6, field: "kid", fieldLabel: "KID", message: "Ikke en KID.", severity: "warning" },
      ],
    };
    renderWithClient(<ImportPreview item={item} customerId="c1" canChange />);
    const summary = within(screen.getByTestId("import-summary"));
    expect(summary.getByText("Rader i filen").nextSibling).toHaveTextContent("6");
    expect(summary.getByText("Rader med feil (importeres ikke)").nextSibling).toHaveTextContent("4");
    expect(screen.getByRole("table", { name: "De første 1 av 1 radene som blir importert" })).toBeInTheDocument();
    const errors = within(screen.getByRole("table", { name: "Rader med feil" }));
    expect(errors.queryByText("Ikke en KID.")).toBeNull();
    const notes = within(screen.getByRole("table", { name: "Merknader" }));
    expect(notes.getByRole("row", { name: "6 KID Ikke en KID." })).toBeInTheDocument();
  });

  it("lists the company debtors the company register marks, and how many it could not check (issue 21)", () => {
    const item: LedgerImport = {
      ...parsed,
      summary: {
        ...parsed.summary!,
        registerWarnings: [
          {
            customerNumber: "10000",
            name: "Bjørnstad Rør AS",
            orgNumber: "910000020",
            warnings: ["companyRegister.bankrupt"],
          },
        ],
        registerWarningCount: 1,
        registerChecked: 1,
        registerUnchecked: 2,
      },
    };
    renderWithClient(<ImportPreview item={item} customerId="c1" canChange />);
    const group = screen.getByRole("group", { name: "Enhetsregisteret om debitorene" });
    const table = within(group).getByRole("table", { name: "Firmadebitorer som Enhetsregisteret har merknader om" });
    const cells = within(table).getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual([
      "Bjørnstad Rør AS (10000)",
      "910000020",
      "Enheten er konkurs. Et krav må meldes i konkursboet, ikke inndrives som vanlig.",
    ]);
    expect(group).toHaveTextContent("2 firmadebitorer ble ikke kontrollert mot Enhetsregisteret");
    // the import is not blocked
    expect(screen.getByRole("button", { name: "Importer" })).toBeEnabled();
  });

  it("has no Import button for a file with nothing to import, nor for a user who only reads", () => {
    const { unmount } = renderWithClient(<ImportPreview item={{ ...parsed, total: 0 }} customerId="c1" canChange />);
    expect(screen.getByText("Filen har ingen rader som kan importeres.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Importer" })).toBeNull();
    unmount();
    renderWithClient(<ImportPreview item={parsed} customerId="c1" canChange={false} />);
    expect(screen.queryByRole("button", { name: "Importer" })).toBeNull();
    expect(screen.getByLabelText("Overskriv debitorenes opplysninger")).toBeDisabled();
  });
});

describe("progress and result", () => {
  it("reports processed of total as a progressbar", () => {
    renderWithClient(<ImportProgress fileName="faktura.csv" processed={40} total={120} />);
    const bar = screen.getByRole("progressbar", { name: "Importerer faktura.csv" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(bar).toHaveAttribute("aria-valuemax", "120");
    expect(screen.getByText("40 av 120 rader")).toBeInTheDocument();
  });

  it("shows what was made, and links the payments waiting for manual treatment", async () => {
    const done: LedgerImport = {
      ...parsed,
      status: "done",
      result: { created: 3, skipped: 1, matched: 2, unmatched: 1, debtorsCreated: 0 },
    };
    await renderWithRouter(() => <ImportResult item={done} />);
    const result = within(screen.getByTestId("import-result"));
    expect(result.getByText("Innbetalinger avregnet").nextSibling).toHaveTextContent("2");
    expect(result.getByText("Venter på manuell behandling").nextSibling).toHaveTextContent("1");
    expect(screen.getByRole("link", { name: "Se innbetalingene som venter på manuell behandling" })).toHaveAttribute(
      "href",
      "/customer/payment",
    );
  });

  it("lists the rows that were not imported, and why (B14)", async () => {
    const done: LedgerImport = {
      ...parsed,
      status: "done",
      result: {
        created: 1,
        skipped: 1,
        matched: 0,
        unmatched: 0,
        debtorsCreated: 0,
        notImported: [
          {
            line: 3,
            field: "voucherDate",
            fieldLabel: "Bilagsdato",
            message: "Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ).",
            severity: "error",
          },
          { line: 5, field: "number", fieldLabel: "Fakturanummer", message: "Finnes allerede i reskontro.", severity: "error" },
        ],
      },
    };
    await renderWithRouter(() => <ImportResult item={done} />);
    const table = within(screen.getByRole("table", { name: "Rader som ikke ble importert" }));
    expect(table.getByRole("row", { name: "3 Bilagsdato Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ)." })).toBeInTheDocument();
    expect(table.getByRole("row", { name: "5 Fakturanummer Finnes allerede i reskontro." })).toBeInTheDocument();
  });
});
