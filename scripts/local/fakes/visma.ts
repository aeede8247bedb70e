/**
 * A local Visma eAccounting (issue 22; docs/accounting-visma.md): the subset the adapter uses
 * (packages/core/src/accounting/visma), shaped by Visma's published OpenAPI document (vendor-docs/visma), served
 * under `npm start` at /_local/visma and started by the API tests (INNFRI_VISMA_URL):
 * - the identity server at `/connect`: an authorize page "Visma eAccounting (lokal)" with an allow and a deny
 *   button (back to `redirect_uri` with `code` and `state`, or `error=access_denied`), `/connect/token` (authorization
 *   code with PKCE S256, refresh token rotated), `/connect/revocation`;
 * - the API at `/v2`, Bearer tokens checked: company settings, customers, customer invoices (`modifiedSinceUtc`,
 *   `$page`/`$pagesize`, a `$filter` of `InvoiceNumber eq n`), `POST /customerinvoices/{invoiceId}/payments` (also
 *   how a test registers a payment, as a bookkeeper would), accounts, cost centers, bank accounts, vouchers (`$filter`
 *   of `VoucherDate eq yyyy-mm-dd`), `POST /voucherwithoverunderpayment`.
 * Fault switches for the tests (`faults`): tokens expired, 401 mid-sync, 429 with Retry-After, 500, slow answers, a
 * list that changes between two page reads, a malformed row, a malformed page.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { Clock } from "@innfri/core/clock";
import { VISMA_LOCAL_SECRETS } from "@innfri/core/accounting/visma/index";
import {
  addInvoice,
  BANK_ACCOUNT_ID,
  COMPANY,
  SECOND_BANK_ACCOUNT_ID,
  seedBooks,
  stamp,
  type Books,
  type FakeInvoice,
} from "./visma-data";
import {
  accountsWire,
  bankAccountsWire,
  companySettingsWire,
  costCentersWire,
  customerWire,
  invoiceWire,
  remainingOf,
  voucherWire,
} from "./visma-wire";

/** An access token lives an hour, as Visma's do. */
const ACCESS_SECONDS = 3600;
const REQUIRED_SCOPES = ["ea:api", "offline_access"];

const bad = (c: Context, message: string, field?: string) =>
  c.json(
    {
      ErrorCode: 4000,
      DeveloperErrorMessage: message,
      ErrorId: randomUUID(),
      Errors: field ? [{ Field: field, Message: message, ErrorCode: "InvalidValue", Key: null }] : null,
    },
    400,
  );
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface VismaFaults {
  /** Answers to the next n API calls: 429 with this Retry-After (seconds). */
  rateLimited: { times: number; retryAfter: number };
  /** The next n API calls answer 500. */
  failing: number;
  /** The next n API calls wait `slowMs` before answering. */
  slow: number;
  /** After n more API calls every access token stops working (a 401 in the middle of a sync). */
  unauthorizedAfter: number | null;
  /** After the next read of the invoices' first page, a new invoice is booked (the pages move). */
  changeBetweenReads: boolean;
  /** The next invoice page has one row that is not as documented. */
  malformedRow: boolean;
  /** The next list answers without its `Meta`. */
  malformedPage: boolean;
}

export function vismaFake(opts: { slowMs?: number } = {}) {
  const books: Books = seedBooks();
  const codes = new Map<string, { redirectUri: string; challenge?: string; expires: number }>();
  const access = new Map<string, { expires: number; refresh: string }>();
  const refresh = new Set<string>();
  const faults: VismaFaults = {
    rateLimited: { times: 0, retryAfter: 2 },
    failing: 0,
    slow: 0,
    unauthorizedAfter: null,
    changeBetweenReads: false,
    malformedRow: false,
    malformedPage: false,
  };
  const customerOf = (i: FakeInvoice) => books.customers.find((c) => c.id === i.customerId)!;
  const grant = (refreshToken: string) => {
    const token = `vea.${randomBytes(24).toString("base64url")}`;
    access.set(token, { expires: Clock.nowMs() + ACCESS_SECONDS * 1000, refresh: refreshToken });
    return token;
  };
  const clientOk = (c: Context) => {
    const basic = (c.req.header("authorization") ?? "").replace(/^Basic /, "");
    const [id, secret] = Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent);
    return id === VISMA_LOCAL_SECRETS.VISMA_CLIENT_ID && secret === VISMA_LOCAL_SECRETS.VISMA_CLIENT_SECRET;
  };

  const app = new Hono();

  // --- the identity server
  app.get("/connect/authorize", (c) => {
    const q = c.req.query();
    const scopes = (q.scope ?? "").split(" ");
    if (q.client_id !== VISMA_LOCAL_SECRETS.VISMA_CLIENT_ID || !q.redirect_uri || q.response_type !== "code")
      return c.html("<!doctype html><title>Feil</title><p>Ukjent klient eller redirect_uri.</p>", 400);
    if (!REQUIRED_SCOPES.every((s) => scopes.includes(s)))
      return c.html("<!doctype html><title>Feil</title><p>invalid_scope</p>", 400);
    const hidden = ["redirect_uri", "state", "code_challenge", "code_challenge_method"]
      .filter((k) => q[k])
      .map((k) => `<input type="hidden" name="${k}" value="${escape(q[k]!)}">`)
      .join("");
    return c.html(`<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>Visma eAccounting (lokal)</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>Visma eAccounting (lokal)</h1>
<p>Innfri ber om tilgang til <strong>${escape(COMPANY.Name)}</strong>: kunder, fakturaer og bilag (${escape(scopes.join(", "))}).</p>
<form method="post" action="authorize">${hidden}
<button type="submit" name="decision" value="allow">Tillat</button>
<button type="submit" name="decision" value="deny">Avslå</button>
</form></body></html>`);
  });
  app.post("/connect/authorize", async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = String(form.redirect_uri ?? "");
    if (!/^https?:\/\//.test(redirectUri)) return c.text("redirect_uri", 400);
    const back = new URL(redirectUri);
    if (form.state) back.searchParams.set("state", String(form.state));
    if (form.decision !== "allow") {
      back.searchParams.set("error", "access_denied");
      return c.redirect(back.toString(), 302);
    }
    const code = randomBytes(16).toString("hex");
    const challenge = form.code_challenge ? String(form.code_challenge) : undefined;
    codes.set(code, { redirectUri, challenge, expires: Clock.nowMs() + 5 * 60_000 });
    back.searchParams.set("code", code);
    return c.redirect(back.toString(), 302);
  });
  app.post("/connect/token", async (c) => {
    if (!clientOk(c)) return c.json({ error: "invalid_client" }, 401);
    const form = await c.req.parseBody();
    let refreshToken: string;
    if (form.grant_type === "authorization_code") {
      const code = codes.get(String(form.code ?? ""));
      codes.delete(String(form.code ?? ""));
      if (!code || code.expires < Clock.nowMs() || code.redirectUri !== form.redirect_uri)
        return c.json({ error: "invalid_grant" }, 400);
      const verifier = String(form.code_verifier ?? "");
      if (code.challenge && createHash("sha256").update(verifier).digest("base64url") !== code.challenge)
        return c.json({ error: "invalid_grant", error_description: "PKCE" }, 400);
      refreshToken = randomBytes(24).toString("base64url");
    } else if (form.grant_type === "refresh_token") {
      const old = String(form.refresh_token ?? "");
      if (!refresh.delete(old)) return c.json({ error: "invalid_grant" }, 400);
      for (const [t, a] of access) if (a.refresh === old) access.delete(t);
      refreshToken = randomBytes(24).toString("base64url");
    } else return c.json({ error: "unsupported_grant_type" }, 400);
    refresh.add(refreshToken);
    return c.json({
      access_token: grant(refreshToken),
      token_type: "Bearer",
      expires_in: ACCESS_SECONDS,
      refresh_token: refreshToken,
      scope: "ea:api offline_access ea:sales ea:accounting ea:purchase_readonly",
    });
  });
  app.post("/connect/revocation", async (c) => {
    if (!clientOk(c)) return c.json({ error: "invalid_client" }, 401);
    const token = String((await c.req.parseBody()).token ?? "");
    refresh.delete(token);
    for (const [t, a] of access) if (t === token || a.refresh === token) access.delete(t);
    return c.body(null, 200);
  });

  // --- the API: faults first, then the Bearer token
  app.use("/v2/*", async (c, next) => {
    if (faults.slow > 0) {
      faults.slow--;
      await new Promise((r) => setTimeout(r, opts.slowMs ?? 15_000));
    }
    if (faults.rateLimited.times > 0) {
      faults.rateLimited.times--;
      c.header("Retry-After", String(faults.rateLimited.retryAfter));
      return c.json({ ErrorCode: 4290, DeveloperErrorMessage: "Too many requests" }, 429);
    }
    if (faults.failing > 0) {
      faults.failing--;
      return c.json({ ErrorCode: 5000, DeveloperErrorMessage: "Internal error" }, 500);
    }
    if (faults.unauthorizedAfter !== null && faults.unauthorizedAfter-- <= 0) {
      faults.unauthorizedAfter = null;
      for (const a of access.values()) a.expires = 0;
    }
    const token = (c.req.header("authorization") ?? "").replace(/^Bearer /, "");
    const held = access.get(token);
    if (!held || held.expires <= Clock.nowMs()) return c.body(null, 401);
    return next();
  });

  /** `{ Meta, Data }` of one page of `rows`. */
  const list = <T>(c: Context, rows: T[]) => {
    const size = Math.min(Math.max(Number(c.req.query("$pagesize") ?? 50) || 50, 1), 1000);
    const page = Math.max(Number(c.req.query("$page") ?? 1) || 1, 1);
    const data = rows.slice((page - 1) * size, page * size);
    const meta = {
      CurrentPage: page,
      PageSize: size,
      TotalNumberOfPages: Math.ceil(rows.length / size),
      TotalNumberOfResults: rows.length,
      ServerTimeUtc: stamp(Clock.nowMs()),
    };
    if (faults.malformedPage) {
      faults.malformedPage = false;
      return c.json({ Data: data });
    }
    return c.json({ Meta: meta, Data: data });
  };
  /** The one `$filter` form a route takes (`<field> eq <value>`); anything else is a 400. */
  const filterOf = (c: Context, field: string): string | null | undefined => {
    const f = c.req.query("$filter");
    if (f === undefined) return undefined;
    const m = new RegExp(`^${field} eq '?([^']+)'?$`).exec(f.trim());
    return m ? m[1]! : null;
  };

  app.get("/v2/companysettings", (c) => c.json(companySettingsWire()));
  app.get("/v2/customers", (c) => list(c, books.customers.map(customerWire)));
  app.get("/v2/customers/:customerId", (c) => {
    const found = books.customers.find((x) => x.id === c.req.param("customerId"));
    return found ? c.json(customerWire(found)) : c.body(null, 404);
  });
  app.get("/v2/customerinvoices", (c) => {
    const since = c.req.query("modifiedSinceUtc");
    const sinceMs = since ? Date.parse(since) : -Infinity;
    if (Number.isNaN(sinceMs)) return bad(c, "modifiedSinceUtc is no date-time", "modifiedSinceUtc");
    const number = filterOf(c, "InvoiceNumber");
    if (number === null) return bad(c, "Unsupported $filter", "$filter");
    const rows = books.invoices
      .filter((i) => Date.parse(i.modified) >= sinceMs && (number === undefined || String(i.number) === number))
      .sort((a, b) => b.number - a.number)
      .map((i) => invoiceWire(i, customerOf(i)) as Record<string, unknown>);
    if (faults.malformedRow && rows.length > 0) {
      faults.malformedRow = false;
      rows[0] = { ...rows[0], InvoiceNumber: "ikke et tall" };
    }
    const answer = list(c, rows);
    if (faults.changeBetweenReads && (c.req.query("$page") ?? "1") === "1") {
      faults.changeBetweenReads = false;
      addInvoice(books, Clock.nowMs());
    }
    return answer;
  });
  app.get("/v2/customerinvoices/:invoiceId", (c) => {
    const found = books.invoices.find((i) => i.id === c.req.param("invoiceId"));
    return found ? c.json(invoiceWire(found, customerOf(found))) : c.body(null, 404);
  });
  app.post("/v2/customerinvoices/:invoiceId/payments", async (c) => {
    const inv = books.invoices.find((i) => i.id === c.req.param("invoiceId") && !i.credit);
    if (!inv) return c.body(null, 404);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) return bad(c, "No body");
    const amount = Number(body.PaymentAmount);
    const date = typeof body.PaymentDate === "string" ? body.PaymentDate.slice(0, 10) : Clock.today();
    const bankAccountId = body.CompanyBankAccountId;
    if (bankAccountId !== BANK_ACCOUNT_ID && bankAccountId !== SECOND_BANK_ACCOUNT_ID)
      return bad(c, "Unknown bank account", "CompanyBankAccountId");
    if (body.PaymentCurrency !== "NOK") return bad(c, "Currency must be the invoice's", "PaymentCurrency");
    if (![1, 2, 3, 4].includes(Number(body.PaymentType))) return bad(c, "Unknown payment type", "PaymentType");
    if (!(amount > 0) || Math.round(amount * 100) > Math.round(remainingOf(inv) * 100))
      return bad(c, "The amount exceeds what remains", "PaymentAmount");
    if (date > Clock.today()) return bad(c, "Future dates cannot be set", "PaymentDate");
    inv.paid = Math.round((inv.paid + amount) * 100) / 100;
    inv.paymentDate = date;
    inv.modified = stamp(Clock.nowMs());
    const reference = typeof body.Reference === "string" ? body.Reference : undefined;
    books.payments.push({ invoiceId: inv.id, date, amount, reference, bankAccountId });
    return c.json(
      {
        CompanyBankAccountId: bankAccountId,
        PaymentDate: `${date}T00:00:00Z`,
        Reference: reference ?? null,
        PaymentAmount: amount,
        PaymentCurrency: "NOK",
        PaymentType: Number(body.PaymentType),
      },
      201,
    );
  });
  app.get("/v2/accounts", (c) => list(c, accountsWire()));
  app.get("/v2/costcenters", (c) => list(c, costCentersWire()));
  app.get("/v2/bankaccounts", (c) => list(c, bankAccountsWire()));
  app.get("/v2/vouchers", (c) => {
    const date = filterOf(c, "VoucherDate");
    if (date === null) return bad(c, "Unsupported $filter", "$filter");
    return list(c, books.vouchers.filter((v) => date === undefined || v.date === date.slice(0, 10)).map(voucherWire));
  });
  app.post("/v2/voucherwithoverunderpayment", async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      VoucherDate?: string;
      VoucherText?: string;
      Rows?: { AccountNumber: number; DebitAmount?: number; CreditAmount?: number; CustomerId?: string }[];
    } | null;
    const rows = body?.Rows ?? [];
    const ore = (k: "DebitAmount" | "CreditAmount") => rows.reduce((s, r) => s + Math.round((r[k] ?? 0) * 100), 0);
    if (rows.length < 2 || ore("DebitAmount") !== ore("CreditAmount") || ore("DebitAmount") <= 0)
      return bad(c, "The voucher does not balance", "Rows");
    if (rows.some((r) => r.CustomerId && !books.customers.some((x) => x.id === r.CustomerId)))
      return bad(c, "Unknown customer", "Rows.CustomerId");
    const id = randomUUID();
    books.vouchers.push({
      id,
      date: (body?.VoucherDate ?? Clock.today()).slice(0, 10),
      text: body?.VoucherText ?? "",
      rows,
      created: stamp(Clock.nowMs()),
    });
    return c.json(id, 201);
  });

  return Object.assign(app, {
    books,
    faults,
    /** Every access token given so far stops working (their hour ran out): the adapter refreshes. */
    expireTokens: () => {
      for (const a of access.values()) a.expires = 0;
    },
  });
}
