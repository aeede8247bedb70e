/**
 * A local Fiken (API v2 and its OAuth server; issue 22, docs/accounting-fiken.md): the subset the adapter uses
 * (packages/core/src/accounting/fiken) — an authorize page «Fiken (lokal)» with allow and deny, the token endpoint
 * (code and refresh token, HTTP Basic client auth), revoke; companies, contacts, invoices, credit notes (full and
 * partial), sales with their payments (`POST /sales/{saleId}/payments`, which a test may call to pay an invoice the
 * way a bookkeeper would in Fiken) and write-off, accounts, bank accounts and projects — served under `npm start` at
 * /_local/fiken and started by the API tests. Its answers are shaped by the published document (vendor-docs/fiken)
 * and checked against it by the contract test (accounting/fiken/fiken.contract.test.ts). It keeps Fiken's rule of
 * one request at a time per user (a second at once: 429 with Retry-After). Fault switches (`faults`) for the tests.
 */
import { Hono, type Context } from "hono";
import { Clock } from "@innfri/core/clock";
import {
  LYSVIK,
  LYSVIK_HOLDING,
  addCreditNote,
  addPayment,
  emptyBooks,
  grossOf,
  outstandingOf,
  seedBooks,
  settledOf,
  type Books,
} from "./fiken-data";
import {
  companyJson,
  contactJson,
  creditNoteJson,
  creditableOf,
  invoiceJson,
  paymentJson,
  saleJson,
} from "./fiken-wire";
import { API_USER, OAuthServer, oauthApp } from "./fiken-oauth";

/**
 * The demo user's personal API token (the document's «Personal API tokens»: a Bearer token that never expires), for
 * a test to act in Fiken as its bookkeeper would, e.g. register a payment (`POST .../sales/{saleId}/payments`). The
 * adapter never uses one (Fiken's terms forbid them to third parties).
 */
export const FIKEN_PERSONAL_TOKEN = "local-fiken-personal-token";

/** Switches a test turns to make the fake misbehave, as the real API can. */
export interface FikenFaults {
  /** After this many more API calls, every access token is forgotten (401 mid-sync; the refresh token still works). */
  unauthorizedAfter?: number;
  /** The next API calls answer 429 (Retry-After: `retryAfter` seconds), 500, or a broken body (null: as usual). */
  next: (
    | null
    | { status: 429; retryAfter: number }
    | { status: 500 }
    | { status: "malformedPage" }
    | { status: "malformedRow" }
  )[];
  /** Every API answer waits this long first. */
  slowMs?: number;
  /** Before answering this page (from 0) of the open invoices, the first open invoice is paid: the pages shift. */
  settleBeforeInvoicePage?: number;
}

const problem = (c: Context, status: 400 | 401 | 403 | 404 | 405 | 429 | 500, message: string) =>
  c.json({ message }, status);

/** A list in Fiken's paging: `page` and `pageSize` (both, else the first 25), and its four headers. */
function listOf<T>(c: Context, all: T[], shape: (row: T) => unknown) {
  const asked = c.req.query("page") !== undefined && c.req.query("pageSize") !== undefined;
  const page = asked ? Math.max(0, Number(c.req.query("page")) || 0) : 0;
  const size = asked ? Math.min(100, Math.max(1, Number(c.req.query("pageSize")) || 25)) : 25;
  c.header("Fiken-Api-Page", String(page));
  c.header("Fiken-Api-Page-Size", String(size));
  c.header("Fiken-Api-Page-Count", String(Math.ceil(all.length / size)));
  c.header("Fiken-Api-Result-Count", String(all.length));
  return c.json(all.slice(page * size, page * size + size).map(shape));
}
const ge = (v: string, q: string | undefined) => q === undefined || v >= q;
const bool = (q: string | undefined) => (q === undefined ? undefined : q === "true");

type Env = { Variables: { books: Books } };

/**
 * `today`: the day the books are made from (default the clock's). `moreOpenInvoices`: that many open invoices more
 * than the demo's 50 (the sync benchmark's 10 000).
 */
export function fikenFake(opts: { today?: string; moreOpenInvoices?: number } = {}) {
  const books = new Map<string, Books>([
    [LYSVIK.slug, seedBooks(opts.today ?? Clock.today(), opts.moreOpenInvoices ?? 0)],
    [LYSVIK_HOLDING.slug, emptyBooks(LYSVIK_HOLDING)],
  ]);
  const oauth = new OAuthServer();
  const { access, grants } = oauth;
  const inFlight = new Map<string, number>();
  const faults: FikenFaults = { next: [] };
  let calls = 0;
  let maxInFlight = 0;
  const app = new Hono<Env>();

  app.route("/oauth", oauthApp(oauth));

  // --- the API: api.fiken.no/api/v2
  const api = new Hono<Env>();
  api.use("*", async (c, next) => {
    const token = (c.req.header("authorization") ?? "").replace(/^Bearer /, "");
    const a = access.get(token);
    const grant = token === FIKEN_PERSONAL_TOKEN ? { user: API_USER, revoked: false } : a && grants.get(a.grant);
    const expired = token !== FIKEN_PERSONAL_TOKEN && (!a || a.until < Clock.nowMs());
    if (!grant || grant.revoked || expired) return problem(c, 401, "Unauthorized");
    // one request at a time per user: a second one while the first is answered is refused
    const busy = inFlight.get(grant.user) ?? 0;
    if (busy > 0) {
      c.header("Retry-After", "1");
      return problem(c, 429, "Only one concurrent request is allowed");
    }
    inFlight.set(grant.user, 1);
    maxInFlight = Math.max(maxInFlight, busy + 1);
    try {
      await new Promise((r) => setTimeout(r, faults.slowMs ?? 0));
      calls++;
      if (faults.unauthorizedAfter !== undefined && faults.unauthorizedAfter-- <= 0) {
        faults.unauthorizedAfter = undefined;
        access.clear();
        return problem(c, 401, "Unauthorized");
      }
      const fault = faults.next.shift();
      if (fault?.status === 429) {
        c.header("Retry-After", String(fault.retryAfter));
        return problem(c, 429, "Too many requests");
      }
      if (fault?.status === 500) return problem(c, 500, "Internal server error");
      await next();
      if (fault?.status === "malformedPage") c.res = new Response('{"not":"a list"', c.res);
      if (
        fault?.status === "malformedRow" &&
        Array.isArray(
          await c.res
            .clone()
            .json()
            .catch(() => null),
        )
      ) {
        const rows = (await c.res.clone().json()) as Record<string, unknown>[];
        if (rows[0]) rows[0] = { ...rows[0], invoiceNumber: "ikke et tall", creditNoteNumber: "x", saleId: "x" };
        c.res = new Response(JSON.stringify(rows), c.res);
      }
    } finally {
      inFlight.set(grant.user, 0);
    }
  });
  api.get("/companies", (c) =>
    listOf(
      c,
      [...books.values()].map((b) => b.company),
      companyJson,
    ),
  );
  api.use("/companies/:slug/*", async (c, next) => {
    const b = books.get(c.req.param("slug"));
    if (!b) return problem(c, 404, "Company not found");
    if (!b.company.hasApiAccess) return problem(c, 403, "The company has no access to the API module");
    c.set("books", b);
    await next();
  });
  const invoiceOf = (c: Context<Env>, id: string | undefined) =>
    c.var.books.invoices.find((i) => String(i.invoiceId) === id);
  const saleOf = (c: Context<Env>) => c.var.books.invoices.find((i) => String(i.saleId) === c.req.param("saleId"));
  const today = () => Clock.today();

  api.get("/companies/:slug/contacts", (c) => {
    const q = c.req.query();
    const rows = c.var.books.contacts.filter(
      (k) =>
        ge(k.lastModifiedDate, q.lastModifiedGe) &&
        (q.customerNumber === undefined || String(k.customerNumber) === q.customerNumber),
    );
    return listOf(c, bool(q.supplier) === true ? [] : rows, contactJson);
  });
  api.get("/companies/:slug/contacts/:contactId", (c) => {
    const k = c.var.books.contacts.find((x) => String(x.contactId) === c.req.param("contactId"));
    return k ? c.json(contactJson(k)) : problem(c, 404, "Contact not found");
  });
  api.get("/companies/:slug/invoices", (c) => {
    const q = c.req.query();
    const b = c.var.books;
    if (faults.settleBeforeInvoicePage !== undefined && Number(q.page ?? 0) === faults.settleBeforeInvoicePage) {
      faults.settleBeforeInvoicePage = undefined;
      const first = b.invoices.find((i) => !settledOf(b, i));
      if (first) addPayment(b, first, today(), outstandingOf(b, first), today());
    }
    const settled = bool(q.settled);
    const rows = b.invoices.filter(
      (i) =>
        (settled === undefined || settledOf(b, i) === settled) &&
        ge(i.lastModifiedDate, q.lastModifiedGe) &&
        ge(i.issueDate, q.issueDateGe) &&
        (q.invoiceNumber === undefined || String(i.invoiceNumber) === q.invoiceNumber) &&
        (q.customerId === undefined || String(i.contactId) === q.customerId),
    );
    return listOf(c, rows, (i) => invoiceJson(b, i));
  });
  api.get("/companies/:slug/invoices/:invoiceId", (c) => {
    const inv = invoiceOf(c, c.req.param("invoiceId"));
    return inv ? c.json(invoiceJson(c.var.books, inv)) : problem(c, 404, "Invoice not found");
  });
  api.get("/companies/:slug/creditNotes", (c) => {
    const q = c.req.query();
    const b = c.var.books;
    const rows = b.creditNotes.filter((n) => ge(n.lastModifiedDate, q.lastModifiedGe) && bool(q.settled) !== false);
    return listOf(c, rows, (n) => creditNoteJson(b, n));
  });
  api.get("/companies/:slug/creditNotes/:creditNoteId", (c) => {
    const n = c.var.books.creditNotes.find((x) => String(x.creditNoteId) === c.req.param("creditNoteId"));
    return n ? c.json(creditNoteJson(c.var.books, n)) : problem(c, 404, "Credit note not found");
  });
  const credited = (c: Context<Env>, n: { creditNoteId: number }) => {
    c.header(
      "Location",
      `${new URL(c.req.url).origin}${c.req.path.replace(/\/(full|partial)$/, "")}/${n.creditNoteId}`,
    );
    return c.body(null, 201);
  };
  api.post("/companies/:slug/creditNotes/full", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      issueDate?: string;
      invoiceId?: number;
      creditNoteText?: string;
    };
    const inv = invoiceOf(c, String(body.invoiceId));
    if (!body.issueDate || !inv) return problem(c, 400, "issueDate and a known invoiceId are required");
    if (inv.creditNoteIds.length || inv.payments.length || inv.writeOff)
      return problem(c, 400, "The invoice is already partly settled: use a partial credit note");
    return credited(c, addCreditNote(c.var.books, inv, body.issueDate, inv.lines, body.creditNoteText ?? "", today()));
  });
  api.post("/companies/:slug/creditNotes/partial", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      issueDate?: string;
      invoiceId?: number;
      creditNoteText?: string;
      lines?: {
        unitPrice?: number;
        quantity?: number;
        vatType?: string;
        incomeAccount?: string;
        description?: string;
      }[];
    };
    const inv = invoiceOf(c, String(body.invoiceId));
    const lines = body.lines ?? [];
    if (
      !body.issueDate ||
      !inv ||
      !lines.length ||
      lines.some((l) => typeof l.unitPrice !== "number" || typeof l.quantity !== "number")
    )
      return problem(c, 400, "issueDate, a known invoiceId and lines with unitPrice and quantity are required");
    const made = lines.map((l) => {
      const net = Math.round(l.unitPrice! * l.quantity!);
      const vatType = l.vatType === "HIGH" ? ("HIGH" as const) : ("NONE" as const);
      return {
        description: l.description ?? "",
        net,
        vat: vatType === "HIGH" ? Math.round(net * 0.25) : 0,
        vatType,
        incomeAccount: l.incomeAccount ?? "3000",
      };
    });
    if (grossOf(made) > creditableOf(c.var.books, inv))
      return problem(c, 400, "The credit note is larger than what is left");
    return credited(c, addCreditNote(c.var.books, inv, body.issueDate, made, body.creditNoteText ?? "", today()));
  });
  api.get("/companies/:slug/sales", (c) => {
    const q = c.req.query();
    const b = c.var.books;
    const settled = bool(q.settled);
    const rows = b.invoices.filter(
      (i) => ge(i.lastModifiedDate, q.lastModifiedGe) && (settled === undefined || settledOf(b, i) === settled),
    );
    return listOf(c, rows, (i) => saleJson(b, i));
  });
  api.get("/companies/:slug/sales/:saleId", (c) => {
    const inv = saleOf(c);
    return inv ? c.json(saleJson(c.var.books, inv)) : problem(c, 404, "Sale not found");
  });
  api.patch("/companies/:slug/sales/:saleId/writeOff", async (c) => {
    const inv = saleOf(c);
    if (!inv) return problem(c, 404, "Sale not found");
    const body = (await c.req.json().catch(() => ({}))) as { type?: string; date?: string; comment?: string };
    const types = ["OVERDUE_6_MONTHS", "COLLECTION_FAILED", "CUSTOMER_BANKRUPTCY", "DEEMED_IRRECOVERABLE"];
    if (!body.type || !types.includes(body.type) || !body.date) return problem(c, 400, "type and date are required");
    if (inv.writeOff || settledOf(c.var.books, inv))
      return problem(c, 400, "The sale is settled or written off already");
    if (body.date <= inv.issueDate) return problem(c, 400, "The write-off date must be after the sale date");
    inv.writeOff = { type: body.type, date: body.date, ...(body.comment ? { comment: body.comment } : {}) };
    inv.lastModifiedDate = today();
    return c.json(saleJson(c.var.books, inv));
  });
  api.get("/companies/:slug/sales/:saleId/payments", (c) => {
    const inv = saleOf(c);
    return inv ? c.json(inv.payments.map(paymentJson)) : problem(c, 404, "Sale not found");
  });
  api.post("/companies/:slug/sales/:saleId/payments", async (c) => {
    const inv = saleOf(c);
    if (!inv) return problem(c, 404, "Sale not found");
    const body = (await c.req.json().catch(() => ({}))) as { date?: string; account?: string; amount?: number };
    if (!body.date || !body.account || !Number.isInteger(body.amount) || body.amount! <= 0)
      return problem(c, 400, "date, account and a positive amount are required");
    if (inv.writeOff || settledOf(c.var.books, inv)) return problem(c, 400, "The sale is settled");
    const p = addPayment(c.var.books, inv, body.date, body.amount!, today(), body.account);
    c.header("Location", `${new URL(c.req.url).origin}${c.req.path}/${p.paymentId}`);
    return c.body(null, 201);
  });
  api.get("/companies/:slug/accounts", (c) => {
    const from = Number(c.req.query("fromAccount") ?? 0);
    const to = Number(c.req.query("toAccount") ?? 9999);
    const rows = c.var.books.accounts.filter(
      (a) => Number(a.code.slice(0, 4)) >= from && Number(a.code.slice(0, 4)) <= to,
    );
    return listOf(c, rows, (a) => a);
  });
  api.get("/companies/:slug/bankAccounts", (c) =>
    listOf(c, bool(c.req.query("inactive")) ? [] : c.var.books.bankAccounts, (a) => ({
      ...a,
      type: "normal",
      inactive: false,
    })),
  );
  api.get("/companies/:slug/projects", (c) => {
    const completed = bool(c.req.query("completed"));
    const rows = c.var.books.projects.filter((p) => completed === undefined || p.completed === completed);
    return listOf(c, rows, (p) => p);
  });
  api.all("*", (c) => problem(c, 404, "Not found"));
  app.route("/api/v2", api);

  return Object.assign(app, {
    faults,
    /** A company's books, for a test to look into or change. */
    books: (slug = LYSVIK.slug) => books.get(slug)!,
    /** API calls answered so far, and the most that were ever answered at once for one user. */
    calls: () => calls,
    maxInFlight: () => maxInFlight,
    /** Every access token's hour runs out (the refresh tokens still work). */
    expireTokens: () => access.forEach((a) => (a.until = 0)),
    /** The user withdraws the app's access in Fiken: refresh tokens are refused too. */
    revokeGrants: () => grants.forEach((g) => (g.revoked = true)),
    /** True when the grant of this access token was revoked. */
    revoked: (accessToken: string) => grants.get(access.get(accessToken)?.grant ?? "")?.revoked ?? false,
  });
}
