import "../../i18n/integrations"; // registers the texts of the keys named here
import { Hono } from "hono";
import type { ImportRow } from "../../ledger/import/types";
import {
  AccountingError,
  type AccountingProvider,
  type AccountingSystem,
  type AccountingSystemId,
  type AuthKind,
  type Connection,
  type SyncPage,
  type Tokens,
} from "../provider";
import { SYSTEMS } from "../systems";

/**
 * A small accounting system of the spine's own tests (not a real one, not a mock of our storage): an in-process Hono
 * server speaking a tiny made-up wire format ("Testbok"), and its adapter, registered in `SYSTEMS` for the test
 * only (`useTestSystem`). Faults are queued per path: the next request to that path answers them.
 *
 * Wire: POST /oauth/token {grant, code, verifier, refresh} → {access, refresh, expiresIn}; POST /oauth/revoke;
 * GET /api/companies → [{slug, name}]; GET /api/c/:slug/rows?page=N → {items, nextPage, since};
 * POST /api/c/:slug/postings {key, kind, invoiceNo, cents, date} → {id}; GET /api/c/:slug/accounts and /units.
 */

/** A status to answer; "pass": answer as usual (to reach a later fault); "crash": the run dies before it asks. */
export type Fault = { status: number; retryAfter?: string; body?: unknown } | "pass" | "crash";

export interface WireRow {
  id?: string;
  type: "inv" | "pay";
  no?: string;
  customer?: { no: string; name: string };
  date: string;
  due?: string;
  cents: number | string;
  kid?: string;
  invoiceNo?: string;
}

export interface TestServer {
  app: Hono;
  pages: WireRow[][];
  companies: { slug: string; name: string }[];
  faults: Map<string, Fault[]>;
  /** What it saw: each request's path, refreshes, revokes, postings by key. */
  seen: string[];
  refreshes: number;
  revoked: string[];
  postings: Map<string, { id: string; body: unknown }>;
  /** Its chart of accounts (GET /accounts). */
  accounts: { no: string; name: string }[];
  /** Access tokens it accepts (a refresh replaces them). */
  live: Set<string>;
  fault(path: string, ...faults: Fault[]): void;
}

export function testServer(pages: WireRow[][]): TestServer {
  let n = 0;
  const s: TestServer = {
    app: new Hono(),
    pages,
    companies: [{ slug: "testbok-as", name: "Testbok AS" }],
    faults: new Map(),
    seen: [],
    refreshes: 0,
    revoked: [],
    postings: new Map(),
    accounts: [{ no: "1500", name: "Kundefordringer" }],
    live: new Set(),
    fault(path, ...faults) {
      s.faults.set(path, [...(s.faults.get(path) ?? []), ...faults]);
    },
  };
  const tokens = () => {
    const access = `at-${++n}`;
    s.live.add(access);
    return { access, refresh: `rt-${n}`, expiresIn: 3600 };
  };
  s.app.use("*", async (c, next) => {
    s.seen.push(c.req.path);
    const f = s.faults.get(c.req.path)?.shift();
    if (f && f !== "pass" && f !== "crash")
      return c.json(f.body ?? { error: "fault" }, f.status as 400, f.retryAfter ? { "Retry-After": f.retryAfter } : {});
    await next();
  });
  s.app.post("/oauth/token", async (c) => {
    const body = await c.req.json<{ grant: string; code?: string; refresh?: string }>();
    if (body.grant === "code" && body.code === "good-code") return c.json(tokens());
    if (body.grant === "refresh" && body.refresh?.startsWith("rt-")) {
      s.refreshes++;
      // the refreshed pair's access token stops working (other connections' tokens stay good)
      s.live.delete(body.refresh.replace(/^rt-/, "at-"));
      return c.json(tokens());
    }
    return c.json({ error: "invalid_grant" }, 400);
  });
  s.app.post("/oauth/revoke", async (c) => {
    s.revoked.push((await c.req.json<{ token: string }>()).token);
    return c.body(null, 204);
  });
  s.app.use("/api/*", async (c, next) => {
    const bearer = c.req.header("authorization")?.replace(/^Bearer /, "");
    if (!bearer || !s.live.has(bearer)) return c.json({ error: "unauthorized" }, 401);
    await next();
  });
  s.app.get("/api/companies", (c) => c.json(s.companies));
  s.app.get("/api/c/:slug/rows", (c) => {
    const page = Number(c.req.query("page") ?? 0);
    return c.json({
      items: s.pages[page] ?? [],
      nextPage: page + 1 < s.pages.length ? page + 1 : null,
      since: "since-1",
    });
  });
  s.app.post("/api/c/:slug/postings", async (c) => {
    const body = await c.req.json<{ key: string }>();
    const known = s.postings.get(body.key);
    if (known) return c.json({ id: known.id });
    const id = `post-${s.postings.size + 1}`;
    s.postings.set(body.key, { id, body });
    return c.json({ id });
  });
  s.app.get("/api/c/:slug/accounts", (c) => c.json(s.accounts));
  s.app.get("/api/c/:slug/units", (c) => c.json([{ id: "u1", name: "Oslo" }]));
  return s;
}

/** A wire row → the ledger's row; a row it cannot read is an issue, never a guess. */
function rowOf(w: WireRow, line: number): ImportRow | { issue: string; id?: string } {
  const cents = typeof w.cents === "number" ? w.cents : Number.NaN;
  if (!w.id || !Number.isInteger(cents) || cents <= 0) return { issue: "integrations.malformed", id: w.id };
  if (w.type === "inv") {
    if (!w.no || !w.customer) return { issue: "integrations.malformed", id: w.id };
    return {
      line,
      kind: "invoice",
      number: w.no,
      debtor: { customerNumber: w.customer.no, name: w.customer.name },
      voucherDate: w.date,
      dueDate: w.due ?? w.date,
      amountOre: cents,
      ...(w.kid ? { kid: w.kid } : {}),
      externalId: `testbok:invoice:${w.id}`,
    };
  }
  return {
    line,
    kind: "payment",
    voucherDate: w.date,
    amountOre: cents,
    ...(w.kid ? { kid: w.kid } : {}),
    ...(w.invoiceNo ? { invoiceNumber: w.invoiceNo } : {}),
    externalId: `testbok:payment:${w.id}`,
  };
}

function provider(server: TestServer, id: AccountingSystemId, auth: AuthKind): AccountingProvider {
  const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const pathname = path.split("?")[0]!;
    if (server.faults.get(pathname)?.[0] === "crash") {
      server.faults.get(pathname)!.shift();
      throw new Error("the run was killed"); // not the system's answer: the job dies here
    }
    const res = await server.app.request(path, {
      ...init,
      headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    });
    if (res.status === 401) throw new AccountingError("unauthorized", "401");
    if (res.status === 400) throw new AccountingError("refused", "400");
    if (res.status === 422)
      throw new AccountingError("rejected", "422", { detail: ((await res.json()) as { error: string }).error });
    if (res.status === 429)
      throw new AccountingError("rateLimited", "429", {
        retryAfterMs: Number(res.headers.get("retry-after") ?? "1") * 1000,
      });
    if (res.status >= 500) throw new AccountingError("unavailable", String(res.status), { status: res.status });
    return res.status === 204 ? null : res.json();
  };
  const asTokens = (t: { access: string; refresh: string; expiresIn: number }): Tokens => ({
    accessToken: t.access,
    refreshToken: t.refresh,
    expiresAt: Date.now() + t.expiresIn * 1000,
  });
  const api = (conn: Connection, path: string, init: RequestInit = {}) =>
    call(`/api/c/${conn.companyRef}${path}`, { ...init, token: conn.tokens.accessToken });
  return {
    id,
    name: "Testbok",
    auth,
    authorizeUrl: ({ state, redirectUri, codeChallenge }) =>
      `https://testbok.invalid/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri, code_challenge: codeChallenge ?? "" })}`,
    async connect(input) {
      if (input.kind === "token") {
        // a token system: the employee token typed in is the key (no expiry)
        if (input.fields.employeeToken !== "good-token") throw new AccountingError("refused", "token refused");
        const t = (await call("/oauth/token", {
          method: "POST",
          body: JSON.stringify({ grant: "code", code: "good-code" }),
        })) as never;
        const tokens = { ...asTokens(t), expiresAt: undefined };
        return { tokens, companies: server.companies.slice(0, 1).map((c) => ({ ref: c.slug, name: c.name })) };
      }
      if (!input.codeVerifier) throw new AccountingError("refused", "PKCE verifier missing");
      const t = (await call("/oauth/token", {
        method: "POST",
        body: JSON.stringify({ grant: "code", code: input.code }),
      })) as never;
      const tokens = asTokens(t);
      const companies = (await call("/api/companies", { token: tokens.accessToken })) as {
        slug: string;
        name: string;
      }[];
      return { tokens, companies: companies.map((c) => ({ ref: c.slug, name: c.name })) };
    },
    async refresh(tokens) {
      return asTokens(
        (await call("/oauth/token", {
          method: "POST",
          body: JSON.stringify({ grant: "refresh", refresh: tokens.refreshToken }),
        })) as never,
      );
    },
    async revoke(tokens) {
      await call("/oauth/revoke", { method: "POST", body: JSON.stringify({ token: tokens.refreshToken }) });
    },
    async syncPage(conn, cursor): Promise<SyncPage> {
      const page = Number(cursor ?? 0);
      const out = (await api(conn, `/rows?page=${page}`)) as {
        items: WireRow[];
        nextPage: number | null;
        since: string;
      };
      const rows: ImportRow[] = [];
      const issues: SyncPage["issues"] = [];
      out.items.forEach((w, i) => {
        const r = rowOf(w, page * 1000 + i + 1);
        if ("issue" in r) issues.push({ message: r.issue, ...(r.id ? { externalId: r.id } : {}) });
        else rows.push(r);
      });
      return {
        rows,
        issues,
        next: out.nextPage === null ? null : String(out.nextPage),
        ...(out.nextPage === null ? { resumeFrom: "0" } : {}),
      };
    },
    async accountNumbers(conn) {
      return ((await api(conn, "/accounts")) as { no: string; name: string }[]).map((a) => ({
        number: a.no,
        name: a.name,
      }));
    },
    async orgUnits(conn) {
      return (await api(conn, "/units")) as { id: string; name: string }[];
    },
    async writeBack(conn, entry) {
      const body = {
        key: entry.key,
        kind: entry.kind,
        invoiceNo: entry.invoiceNumber,
        cents: entry.amountOre,
        date: entry.date,
        ...(entry.account ? { account: entry.account } : {}),
      };
      const { id } = (await api(conn, "/postings", { method: "POST", body: JSON.stringify(body) })) as { id: string };
      // the id the system's own lists give it, as the real adapters answer (the sync reads it as `testbok:payment:<id>`)
      return { externalId: `testbok:payment:${id}` };
    },
  };
}

/**
 * Registers the test system in `SYSTEMS` until the returned function is called: as "visma" (OAuth with PKCE) by
 * default, or under another id with the typed-token kind (`{ kind: "token", fields: ["employeeToken"] }`).
 */
export function useTestSystem(
  server: TestServer,
  id: AccountingSystemId = "visma",
  auth: AuthKind = { kind: "oauth", pkce: true },
): () => void {
  const before = SYSTEMS[id];
  const system: AccountingSystem = {
    id,
    name: "Testbok",
    auth,
    secretNames: [],
    urls: { production: { api: "https://testbok.invalid/api" }, local: { api: "/api" } },
    create: () => provider(server, id, auth),
  };
  SYSTEMS[id] = system;
  return () => {
    if (before) SYSTEMS[id] = before;
    else delete SYSTEMS[id];
  };
}
