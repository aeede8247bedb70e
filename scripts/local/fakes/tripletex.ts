/**
 * A local Tripletex API v2 (issue 22; docs/accounting-tripletex.md): the subset the adapter uses
 * (packages/core/src/accounting/tripletex) — session tokens from consumer + employee token, whoAmI, the accountant's
 * clients, customers, invoices with their postings, payments (`PUT /invoice/{id}/:payment`, which a test may call to
 * pay an invoice the way a bookkeeper would), credit notes, postings, vouchers, accounts, departments and payment
 * types — served under `npm start` at /_local/tripletex/v2 and started by the API tests. Its answers are shaped by
 * the published OpenAPI document (vendor-docs/tripletex) and checked against it by the contract test
 * (accounting/tripletex/tripletex.contract.test.ts). Fault switches (`faults`) for the tests: sessions expired, 401
 * after n calls, 429, 500, slow answers, a malformed row or page.
 */
import { createHash, randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { Clock } from "@innfri/core/clock";
import { TRIPLETEX_LOCAL_SECRETS } from "@innfri/core/accounting/tripletex/index";
import {
  BOLGEN,
  FJORDKANTEN,
  REGNSKAPSHUSET,
  addCreditNote,
  addInvoice,
  addPayment,
  emptyBooks,
  seedBooks,
  type Books,
} from "./tripletex-data";
import { accountJson, customerJson, invoiceJson, postingJson, voucherJson } from "./tripletex-wire";

/** Employee tokens the fake knows: the demo company's own bookkeeper, and an accountant with two clients. */
export const TRIPLETEX_EMPLOYEE_TOKEN = "local-employee-token";
export const TRIPLETEX_ACCOUNTANT_TOKEN = "local-accountant-token";
const EMPLOYEES: Record<string, { employeeId: number; companyId: number; clients: number[] }> = {
  [TRIPLETEX_EMPLOYEE_TOKEN]: { employeeId: 1, companyId: FJORDKANTEN.id, clients: [] },
  [TRIPLETEX_ACCOUNTANT_TOKEN]: { employeeId: 2, companyId: REGNSKAPSHUSET.id, clients: [FJORDKANTEN.id, BOLGEN.id] },
};

/** Switches a test turns to make the fake misbehave, as the real API can. */
export interface TripletexFaults {
  /** After this many more authenticated calls, every session is forgotten (401 mid-sync). */
  expireSessionsAfter?: number;
  /** The next calls answer 429 (with X-Rate-Limit-Reset: `resetSeconds`), 403, 500, or a broken body (null: as usual). */
  next: (
    | null
    | { status: 403 }
    | { status: 429; resetSeconds: number }
    | { status: 500 }
    | { status: "malformedPage" }
    | { status: "malformedRow" }
  )[];
  /** Every answer waits this long first. */
  slowMs?: number;
}

const error = (c: Context, status: 400 | 401 | 403 | 404 | 422 | 429 | 500, code: number, message: string) =>
  c.json(
    {
      status,
      code,
      message,
      link: "https://tripletex.no/v2-docs/",
      developerMessage: message,
      validationMessages: [],
      requestId: randomBytes(8).toString("hex"),
    },
    status,
  );

/** A list answer (`ListResponse`): the page `from`/`count` of `all`, each row shaped only when on the page. */
function list<T>(c: Context, all: T[], shape: (row: T) => unknown = (row) => row) {
  const from = Math.max(0, Number(c.req.query("from") ?? 0) || 0);
  const count = Math.max(0, Number(c.req.query("count") ?? 1000) || 1000);
  const values = all.slice(from, from + count).map(shape);
  // "Hash of full result, null if no result": left out rather than null (the document's schema types it a string)
  const digest = all.length ? { versionDigest: createHash("sha1").update(JSON.stringify(all)).digest("hex") } : {};
  return c.json({ fullResultSize: all.length, from, count: values.length, ...digest, values });
}
const ids = (v: string | undefined) => (v ? new Set(v.split(",").map((s) => Number(s.trim()))) : null);

/**
 * `today`: the day the books are made from (default the clock's). `moreOpenInvoices`: that many open invoices more
 * than the demo's 50, spread over its customers and the last 60 days (the sync benchmark's 10 000).
 */
export function tripletexFake(opts: { today?: string; moreOpenInvoices?: number } = {}) {
  const today = opts.today ?? Clock.today();
  const books = new Map<number, Books>([
    [FJORDKANTEN.id, seedBooks(today)],
    [REGNSKAPSHUSET.id, emptyBooks(REGNSKAPSHUSET)],
    [BOLGEN.id, emptyBooks(BOLGEN)],
  ]);
  const demo = books.get(FJORDKANTEN.id)!;
  for (let i = 0; i < (opts.moreOpenInvoices ?? 0); i++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) - ((i % 60) + 15) * 86_400_000).toISOString().slice(0, 10);
    addInvoice(demo, demo.customers[i % demo.customers.length]!, date, 500 + ((i * 37) % 20_000) + (i % 100) / 100);
  }
  const sessions = new Map<string, { employee: string; expirationDate: string }>();
  const faults: TripletexFaults = { next: [] };
  let calls = 0;
  const app = new Hono<{ Variables: { books: Books; token: string } }>().basePath("/v2");

  app.use("*", async (c, next) => {
    if (faults.slowMs) await new Promise((r) => setTimeout(r, faults.slowMs));
    await next();
    if (!c.res.headers.has("X-Rate-Limit-Reset")) {
      c.res.headers.set("X-Rate-Limit-Limit", "5000");
      c.res.headers.set("X-Rate-Limit-Remaining", "4999");
      c.res.headers.set("X-Rate-Limit-Reset", "3600");
    }
  });
  app.put("/token/session/:action", (c) => {
    if (c.req.param("action") !== ":create") return error(c, 404, 6000, "Object not found");
    const q = c.req.query();
    if (!q.expirationDate) return error(c, 422, 15000, "expirationDate: Kan ikke være null.");
    if (
      q.consumerToken !== TRIPLETEX_LOCAL_SECRETS.TRIPLETEX_CONSUMER_TOKEN ||
      !q.employeeToken ||
      !EMPLOYEES[q.employeeToken]
    )
      return error(c, 403, 9000, "Invalid consumer or employee token");
    const token = `eyJ0b2tlbklkIjo${randomBytes(24).toString("base64url")}`;
    sessions.set(token, { employee: q.employeeToken, expirationDate: q.expirationDate });
    return c.json({
      value: {
        id: sessions.size,
        version: 1,
        consumerToken: { id: 1 },
        employeeToken: { id: EMPLOYEES[q.employeeToken]!.employeeId },
        expirationDate: q.expirationDate,
        token,
      },
    });
  });
  app.use("*", async (c, next) => {
    const [user, token] = Buffer.from((c.req.header("authorization") ?? "").replace(/^Basic /, ""), "base64")
      .toString()
      .split(":");
    if (faults.expireSessionsAfter !== undefined && faults.expireSessionsAfter-- <= 0) {
      faults.expireSessionsAfter = undefined;
      sessions.clear();
    }
    const session = token ? sessions.get(token) : undefined;
    if (!session || session.expirationDate <= Clock.today()) return error(c, 401, 3000, "Unauthorized");
    const employee = EMPLOYEES[session.employee]!;
    const companyId = !user || user === "0" ? employee.companyId : Number(user);
    if (companyId !== employee.companyId && !employee.clients.includes(companyId))
      return error(c, 403, 9000, "No login access to this company");
    calls++;
    const fault = faults.next.shift();
    if (fault?.status === 429) {
      const res = error(c, 429, 0, "Too many requests");
      res.headers.set("X-Rate-Limit-Remaining", "0");
      res.headers.set("X-Rate-Limit-Reset", String(fault.resetSeconds));
      return res;
    }
    if (fault?.status === 500) return error(c, 500, 0, "Internal error");
    if (fault?.status === 403) return error(c, 403, 9000, "Security Exception");
    c.set("books", books.get(companyId)!);
    c.set("token", token!);
    await next();
    if (fault?.status === "malformedPage")
      c.res = new Response(JSON.stringify({ fullResultSize: 1, values: "oops" }), {
        headers: { "content-type": "application/json" },
      });
    if (fault?.status === "malformedRow") {
      const body = (await c.res.json()) as { values?: Record<string, unknown>[] };
      if (body.values?.[0]) body.values[0] = { ...body.values[0], amount: "12,50" };
      c.res = new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    }
  });

  app.get("/token/session/>whoAmI", (c) => {
    const session = sessions.get(c.get("token"))!;
    const employee = EMPLOYEES[session.employee]!;
    const own = books.get(employee.companyId)!.company;
    return c.json({
      value: {
        employeeId: employee.employeeId,
        actualEmployeeId: employee.employeeId,
        employee: { id: employee.employeeId },
        companyId: own.id,
        company: { id: own.id, name: own.name, organizationNumber: own.organizationNumber },
        language: "no",
        loggedInWithConnect: false,
        employeeIsProxy: false,
      },
    });
  });
  app.delete("/token/session/:token", (c) => {
    sessions.delete(c.req.param("token"));
    return c.body(null, 204);
  });
  app.get("/company/>withLoginAccess", (c) => {
    const employee = EMPLOYEES[sessions.get(c.get("token"))!.employee]!;
    return list(
      c,
      employee.clients.map((id) => ({ ...books.get(id)!.company, type: "AS", accountantOrSimilar: false })),
    );
  });
  app.get("/customer", (c) => {
    const only = ids(c.req.query("id"));
    return list(
      c,
      c
        .get("books")
        .customers.filter((x) => !only || only.has(x.id))
        .map(customerJson),
    );
  });
  app.get("/invoice", (c) => {
    const b = c.get("books");
    const q = c.req.query();
    if (!q.invoiceDateFrom || !q.invoiceDateTo)
      return error(c, 422, 15000, "invoiceDateFrom, invoiceDateTo: Kan ikke være null.");
    const only = ids(q.id);
    const found = b.invoices.filter(
      (i) =>
        i.invoiceDate >= q.invoiceDateFrom! &&
        i.invoiceDate < q.invoiceDateTo! &&
        (!only || only.has(i.id)) &&
        (!q.invoiceNumber || String(i.invoiceNumber) === q.invoiceNumber) &&
        (!q.customerId || String(i.customerId) === q.customerId),
    );
    return list(
      c,
      found.sort((x, y) => x.id - y.id),
      (i) => invoiceJson(b, i),
    );
  });
  app.get("/invoice/paymentType", (c) => {
    const b = c.get("books");
    return list(
      c,
      b.paymentTypes.map((t) => ({
        id: t.id,
        version: 1,
        description: t.description,
        displayName: t.description,
        debitAccount: accountJson(b.accounts.find((a) => a.number === t.accountNumber)!),
      })),
    );
  });
  app.get("/invoice/:id", (c) => {
    const b = c.get("books");
    const inv = b.invoices.find((i) => String(i.id) === c.req.param("id"));
    return inv ? c.json({ value: invoiceJson(b, inv) }) : error(c, 404, 6000, "Object not found");
  });
  app.put("/invoice/:id/:action", (c) => {
    const b = c.get("books");
    const inv = b.invoices.find((i) => String(i.id) === c.req.param("id"));
    if (!inv) return error(c, 404, 6000, "Object not found");
    const q = c.req.query();
    if (c.req.param("action") === ":payment") {
      const type = b.paymentTypes.find((t) => String(t.id) === q.paymentTypeId);
      const amount = Number(q.paidAmount);
      if (!q.paymentDate || !type || !Number.isFinite(amount) || amount <= 0)
        return error(c, 422, 15000, "paymentDate, paymentTypeId, paidAmount: Ugyldig verdi.");
      addPayment(b, inv, q.paymentDate, amount, type.accountNumber);
      return c.json({ value: invoiceJson(b, inv) });
    }
    if (c.req.param("action") === ":createCreditNote") {
      if (!q.date) return error(c, 422, 15000, "date: Kan ikke være null.");
      if (inv.amount <= 0 || b.invoices.some((n) => n.creditedInvoice === inv.id && n.amount === -inv.amount))
        return error(c, 422, 18000, "Fakturaen er allerede kreditert.");
      const note = addCreditNote(b, inv, q.date, inv.amount, q.comment ?? "");
      return c.json({ value: invoiceJson(b, note) });
    }
    return error(c, 404, 6000, "Object not found");
  });
  app.get("/ledger/posting", (c) => {
    const b = c.get("books");
    const q = c.req.query();
    if (!q.dateFrom || !q.dateTo) return error(c, 422, 15000, "dateFrom, dateTo: Kan ikke være null.");
    const found = b.postings.filter(
      (p) =>
        p.date >= q.dateFrom! &&
        p.date < q.dateTo! &&
        (!q.type || p.type === q.type) &&
        (!q.customerId || String(p.customerId) === q.customerId),
    );
    return list(
      c,
      found.sort((x, y) => x.id - y.id),
      (p) => postingJson(b, p),
    );
  });
  app.get("/ledger/account", (c) => {
    const numbers = ids(c.req.query("number"));
    const b = c.get("books");
    return list(c, b.accounts.filter((a) => !numbers || numbers.has(a.number)).map(accountJson));
  });
  app.get("/department", (c) =>
    list(
      c,
      c.get("books").departments.map((d) => ({
        id: d.id,
        version: 1,
        name: d.name,
        departmentNumber: d.departmentNumber,
        displayName: `${d.departmentNumber} ${d.name}`,
        isInactive: false,
      })),
    ),
  );
  app.get("/ledger/voucher/>externalVoucherNumber", (c) => {
    const b = c.get("books");
    const key = c.req.query("externalVoucherNumber");
    return list(
      c,
      b.vouchers.filter((v) => key && v.externalVoucherNumber === key).map((v) => voucherJson(b, v)),
    );
  });
  app.post("/ledger/voucher", async (c) => {
    const b = c.get("books");
    type In = {
      date?: string;
      description?: string;
      externalVoucherNumber?: string;
      postings?: {
        row?: number;
        description?: string;
        account?: { id?: number };
        customer?: { id?: number };
        invoiceNumber?: string;
        amountGross?: number;
      }[];
    };
    const body = (await c.req.json().catch(() => ({}))) as In;
    const postings = body.postings ?? [];
    const accounts = postings.map((p) => b.accounts.find((a) => a.id === p.account?.id));
    const sum = Math.round(postings.reduce((s, p) => s + (p.amountGross ?? NaN), 0) * 100);
    if (!body.date || postings.length < 2 || accounts.some((a) => !a) || sum !== 0)
      return error(c, 422, 18000, "Bilaget er ikke i balanse eller mangler konto.");
    if ((body.externalVoucherNumber ?? "").length > 70)
      return error(c, 422, 15000, "externalVoucherNumber: Maks 70 tegn.");
    const v = {
      id: b.nextId++,
      date: body.date,
      description: body.description ?? "",
      externalVoucherNumber: body.externalVoucherNumber,
    };
    b.vouchers.push(v);
    postings.forEach((p, i) =>
      b.postings.push({
        id: b.nextId++,
        voucherId: v.id,
        row: p.row ?? i + 1,
        date: body.date!,
        description: p.description ?? v.description,
        accountNumber: accounts[i]!.number,
        amount: p.amountGross!,
        customerId: p.customer?.id,
        invoiceNumber: p.invoiceNumber,
      }),
    );
    return c.json({ value: voucherJson(b, v) }, 201);
  });

  return Object.assign(app, {
    faults,
    /** The demo company's books (and the others'), for a test to look into or change between two reads. */
    books: (companyId = FJORDKANTEN.id) => books.get(companyId)!,
    /** Authenticated calls answered so far. */
    calls: () => calls,
    /** Forgets every session (as their expiration date passing): the adapter must make a new one. */
    expireSessions: () => sessions.clear(),
  });
}
