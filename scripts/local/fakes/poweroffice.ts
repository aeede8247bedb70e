/**
 * A local PowerOffice Go API v2 (issue 22; docs/accounting-poweroffice.md): the subset the adapter uses
 * (packages/core/src/accounting/poweroffice) — the client-credentials token at `/OAuth/Token` (our local application
 * key + the client key `local-client-key`, with our subscription key), then under `/v2` with bearer token and
 * `Ocp-Apim-Subscription-Key`: the integration's client, its organisation settings, customers, outgoing invoices,
 * the customer ledger (statement, entries by match id), general ledger accounts, departments and manual vouchers.
 * Served under `npm start` at /_local/poweroffice and started by the API tests; its answers are shaped by the
 * published OpenAPI document (vendor-docs/poweroffice) and checked against it by the contract test.
 *
 * For tests and local use: `POST /_fake/payments {invoiceNo, amount, date?, via?}` (or `registerPayment`) pays an
 * invoice the way a bookkeeper's bank reconciliation would; `faults` make the fake misbehave as the real API can
 * (tokens expired now or after n calls, 429 with Retry-After, 500, slow answers, a malformed row or page).
 */
import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { Clock } from "@innfri/core/clock";
import { POWEROFFICE_LOCAL_SECRETS } from "@innfri/core/accounting/poweroffice/index";
import {
  addInvoice,
  balanceOf,
  invoiceEntry,
  matchOf,
  postManualVoucher,
  registerPayment,
  seedBooks,
  type FakeVoucherLine,
} from "./poweroffice-data";
import { accountJson, customerJson, departmentJson, entryJson, invoiceJson, voucherJson } from "./poweroffice-wire";

/** The client key the local client shows when our integration is activated in it. */
export const POWEROFFICE_CLIENT_KEY = "local-client-key";
const TOKEN_SECONDS = 20 * 60;

export interface PowerOfficeFaults {
  /** After this many more API calls, every access token is forgotten (401 mid-sync). */
  expireTokensAfter?: number;
  /** The next API calls answer 429 (Retry-After: `retryAfter` s), 500, or a broken body (null: as usual). */
  next: (null | { status: 429; retryAfter: number } | { status: 500 } | { status: "malformedPage" | "malformedRow" })[];
  /** Every answer waits this long first. */
  slowMs?: number;
}

const problem = (c: Context, status: 400 | 401 | 403 | 404 | 429 | 500, title: string, detail?: string) =>
  c.json({ Type: null, Title: title, Status: status, Detail: detail ?? null, Instance: c.req.path }, status);

/** "10000-11000, 12000, 13000-": the document's number filter (ranges inclusive, an open end runs on). */
function numberFilter(value: string | undefined): ((n: number) => boolean) | null {
  if (!value?.trim()) return null;
  const parts = value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [a, b] = p.split("-").map((s) => s.trim());
      const lo = Number(a);
      const hi = p.includes("-") ? (b ? Number(b) : Infinity) : lo;
      return [lo, hi] as const;
    });
  if (parts.some(([lo, hi]) => !Number.isFinite(lo) || Number.isNaN(hi))) return () => false;
  return (n) => parts.some(([lo, hi]) => n >= lo && n <= hi);
}

export function powerofficeFake(opts: { today?: string; moreOpenInvoices?: number } = {}) {
  const today = opts.today ?? Clock.today();
  const books = seedBooks(today);
  for (let i = 0; i < (opts.moreOpenInvoices ?? 0); i++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) - ((i % 60) + 15) * 86_400_000).toISOString().slice(0, 10);
    addInvoice(books, books.customers[i % books.customers.length]!, date, 500 + ((i * 37) % 20_000) + (i % 100) / 100);
  }
  const tokens = new Map<string, number>();
  const faults: PowerOfficeFaults = { next: [] };
  const app = new Hono();

  /** A list answer: `ResourceParameters` paging (PageNumber from 1, PageSize ≤ MaxPageSize); nothing left: 204. */
  function list<T>(c: Context, all: T[], shape: (row: T) => unknown, malformed?: "malformedPage" | "malformedRow") {
    const q = c.req.query();
    const max = Number(q.MaxPageSize ?? 20_000);
    const size = Number(q.PageSize ?? 5_000);
    const number = Number(q.PageNumber ?? 1);
    if (![max, size, number].every((n) => Number.isInteger(n) && n > 0) || size > max)
      return problem(c, 400, "Invalid paging", "PageNumber and PageSize must be positive; PageSize ≤ MaxPageSize.");
    const rows = all.slice((number - 1) * size, number * size).map(shape);
    if (malformed === "malformedPage") return c.json({ Title: "Not a list", Items: rows });
    if (malformed === "malformedRow" && rows[0]) rows[0] = { ...(rows[0] as object), VoucherDate: 17, Number: "ti" };
    return rows.length ? c.json(rows) : c.body(null, 204);
  }

  app.post("/OAuth/Token", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const [user, pass] = Buffer.from((c.req.header("authorization") ?? "").replace(/^Basic\s+/i, ""), "base64")
      .toString("utf8")
      .split(":");
    if (form.grant_type !== "client_credentials") return c.json({ error: "unsupported_grant_type" }, 400);
    if (c.req.header("Ocp-Apim-Subscription-Key") !== POWEROFFICE_LOCAL_SECRETS.POWEROFFICE_SUBSCRIPTION_KEY)
      return c.json({ statusCode: 401, message: "Access denied due to invalid subscription key." }, 401);
    if (user !== POWEROFFICE_LOCAL_SECRETS.POWEROFFICE_APPLICATION_KEY || pass !== POWEROFFICE_CLIENT_KEY)
      return c.json({ error: "invalid_client" }, 400);
    const token = randomBytes(32).toString("base64url");
    tokens.set(token, Clock.nowMs() + TOKEN_SECONDS * 1000);
    return c.json({ access_token: token, token_type: "bearer", expires_in: TOKEN_SECONDS });
  });

  app.post("/_fake/payments", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      invoiceNo?: number;
      amount?: number;
      date?: string;
      via?: "ocr" | "bank";
    };
    if (!Number.isInteger(body.invoiceNo) || typeof body.amount !== "number" || !(body.amount > 0))
      return problem(c, 400, "Invalid payment", "invoiceNo (integer) and amount (kroner > 0) are required.");
    try {
      const entry = registerPayment(books, body.invoiceNo!, body.amount, body.date ?? Clock.today(), body.via ?? "ocr");
      return c.json(entryJson(books, entry), 201);
    } catch {
      return problem(c, 404, "Object(s) not found", `Invoice ${body.invoiceNo} not found.`);
    }
  });

  let malformed: "malformedPage" | "malformedRow" | undefined;
  app.use("/v2/*", async (c, next) => {
    if (faults.slowMs) await new Promise((r) => setTimeout(r, faults.slowMs));
    if (c.req.header("Ocp-Apim-Subscription-Key") !== POWEROFFICE_LOCAL_SECRETS.POWEROFFICE_SUBSCRIPTION_KEY)
      return c.json({ statusCode: 401, message: "Access denied due to missing subscription key." }, 401);
    if (faults.expireTokensAfter !== undefined && faults.expireTokensAfter-- <= 0) {
      tokens.clear();
      faults.expireTokensAfter = undefined;
    }
    const token = (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "");
    const until = tokens.get(token);
    if (until === undefined || until <= Clock.nowMs()) return c.body(null, 401);
    const fault = faults.next.shift() ?? null;
    if (fault?.status === 429) {
      c.header("Retry-After", String(fault.retryAfter));
      return problem(c, 429, "Too many requests");
    }
    if (fault?.status === 500) return problem(c, 500, "Internal server error");
    malformed = fault?.status === "malformedPage" || fault?.status === "malformedRow" ? fault.status : undefined;
    await next();
  });

  app.get("/v2/ClientIntegrationInformation", (c) =>
    c.json({
      ClientId: books.client.ClientId,
      ClientName: books.client.name,
      ActiveClientSubscriptions: ["Accounting", "Invoicing"],
      ValidPrivileges: [
        "Customer",
        "CustomerLedger",
        "OutgoingInvoice",
        "GeneralLedgerAccount",
        "Department",
        "ManualVoucher_Full",
        "CommonServices",
      ],
      InvalidPrivileges: [],
    }),
  );
  app.get("/v2/OrganizationSettings", (c) =>
    c.json({
      Id: books.client.ClientId,
      Name: books.client.name,
      LegalName: books.client.name,
      OrganizationNumber: books.client.orgNumber,
      EmailAddress: "post@nordlys-ror.example.no",
      PhoneNumber: "77601234",
      IsAgricultureClient: false,
      MailAddressIsDeliveryAddress: true,
      LastChangedDateTimeOffset: "2024-01-02T08:00:00.000+00:00",
    }),
  );
  app.get("/v2/Customers", (c) => {
    const only = numberFilter(c.req.query("customerNos"));
    return list(
      c,
      books.customers.filter((x) => !only || only(x.Number)),
      customerJson,
      malformed,
    );
  });
  app.get("/v2/OutgoingInvoices", (c) => {
    const q = c.req.query();
    const invoiceNos = numberFilter(q.invoiceNos);
    const customerNos = numberFilter(q.customerNos);
    const rows = books.invoices
      .filter(
        (i) =>
          (!q.fromDate || i.VoucherDate >= q.fromDate.slice(0, 10)) &&
          (!q.toDate || i.VoucherDate <= q.toDate.slice(0, 10)),
      )
      .filter((i) => (!invoiceNos || invoiceNos(i.InvoiceNo)) && (!customerNos || customerNos(i.customerNo)))
      .filter((i) => q.onlyUnpaidInvoices !== "true" || balanceOf(books, invoiceEntry(books, i)) !== 0)
      .sort((a, b) => (q.OrderBy === "InvoiceNo" ? a.InvoiceNo - b.InvoiceNo : a.VoucherNo - b.VoucherNo));
    return list(c, rows, (i) => invoiceJson(books, i), malformed);
  });
  app.get("/v2/Customerledger/Statement", (c) => {
    const q = c.req.query();
    if (!q.fromDate || !q.toDate) return problem(c, 400, "Missing parameter", "fromDate and toDate are required.");
    const customerNos = numberFilter(q.customerNos);
    const types = q.voucherTypes ? new Set(q.voucherTypes.split(",").map((t) => t.trim())) : null;
    const rows = books.entries
      .filter((e) => e.PostingDate >= q.fromDate!.slice(0, 10) && e.PostingDate <= q.toDate!.slice(0, 10))
      .filter((e) => (!customerNos || customerNos(e.customerNo)) && (!types || types.has(e.VoucherType)))
      .filter((e) => q.onlyCreatedByCurrentIntegration !== "true" || e.byIntegration)
      .sort((a, b) => a.Id - b.Id);
    return list(c, rows, (e) => entryJson(books, e), malformed);
  });
  app.get("/v2/Customerledger/EntriesByMatchId", (c) => {
    const matchId = Number(c.req.query("matchId"));
    if (!Number.isInteger(matchId)) return problem(c, 400, "Missing parameter", "matchId is required.");
    const first = books.entries.find((e) => e.MatchId === matchId);
    return list(c, first ? matchOf(books, first) : [], (e) => entryJson(books, e), malformed);
  });
  app.get("/v2/GeneralLedgerAccounts", (c) => {
    const only = numberFilter(c.req.query("accountNos"));
    return list(
      c,
      books.accounts.filter((a) => !only || only(a.AccountNo)),
      accountJson,
      malformed,
    );
  });
  app.get("/v2/Departments", (c) => list(c, books.departments, departmentJson, malformed));

  app.post("/v2/Vouchers/ManualJournals", async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      CurrencyCode?: string;
      VoucherDate?: string;
      Description?: string;
      ExternalImportReference?: string;
      VoucherLines?: (Partial<FakeVoucherLine> & { AccountId?: number })[];
    } | null;
    if (!body?.CurrencyCode || !body.VoucherDate || !/^\d{4}-\d{2}-\d{2}$/.test(body.VoucherDate))
      return problem(c, 400, "Validation failed", "CurrencyCode and VoucherDate are required.");
    const lines = body.VoucherLines ?? [];
    const accountIds = new Set([
      ...books.accounts.map((a) => a.Id),
      ...books.customers.map((x) => x.SubledgerAccountId),
    ]);
    if (
      lines.length < 2 ||
      lines.some((l) => !l.PostingDate || !("VatId" in l) || !accountIds.has(l.AccountId ?? -1) || !l.CurrencyAmount)
    )
      return problem(
        c,
        400,
        "Validation failed",
        "Every line needs a known AccountId, a PostingDate, a VatId and an amount other than 0.",
      );
    if (Math.round(lines.reduce((s, l) => s + (l.CurrencyAmount ?? 0) * 100, 0)) !== 0)
      return problem(c, 400, "Validation failed", "The voucher does not balance.");
    if (
      body.ExternalImportReference &&
      books.vouchers.some((v) => v.ExternalImportReference === body.ExternalImportReference)
    )
      return problem(
        c,
        400,
        "Duplicate",
        `ExternalImportReference ${body.ExternalImportReference} already exists on the client.`,
      );
    const made = postManualVoucher(
      books,
      {
        VoucherDate: body.VoucherDate,
        Description: body.Description,
        ExternalImportReference: body.ExternalImportReference,
        lines: lines.map((l) => ({
          Id: books.seq.line++,
          AccountId: l.AccountId!,
          CurrencyAmount: l.CurrencyAmount!,
          PostingDate: l.PostingDate!,
          Description: l.Description,
          CustomMatchingReference: l.CustomMatchingReference,
          VatId: l.VatId ?? null,
        })),
      },
      Clock.now().toISOString(),
    );
    return c.json(voucherJson(made), 201);
  });
  app.get("/v2/Vouchers/ManualJournals/:id", (c) => {
    const v = books.vouchers.find((x) => x.Id === c.req.param("id"));
    return v
      ? c.json(voucherJson(v))
      : problem(c, 404, "Object(s) not found", `Voucher ${c.req.param("id")} not found.`);
  });
  app.all("/v2/*", (c) => problem(c, 404, "Not found"));

  return Object.assign(app, {
    books,
    faults,
    /** Pays an invoice (kroner), as `POST /_fake/payments` does. */
    registerPayment: (invoiceNo: number, amount: number, date = Clock.today(), via: "ocr" | "bank" = "ocr") =>
      registerPayment(books, invoiceNo, amount, date, via),
    /** Forgets every access token now (expired). */
    expireTokens: () => tokens.clear(),
  });
}
