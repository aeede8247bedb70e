/**
 * Tripletex API v2 over HTTP: Basic auth (`<company id or 0>:<session token>`), a timeout per request from
 * `env.timeoutMs`, the answers' envelopes validated, every failure turned into an `AccountingError`. Never logs a
 * token or a row.
 */
import type { z } from "zod";
import { AccountingError, type AccountingEnv } from "../provider";
import { apiError, listEnvelope, valueEnvelope } from "./wire";

/** Who a call is made as: the session token and the Basic user name (0: the employee's own company). */
export interface Auth {
  sessionToken: string;
  companyId: string;
}

export type Query = Record<string, string | number | boolean | undefined>;

/** One page of a list: the rows as they came (validated one by one by the caller) and whether more follow. */
export interface ListPage {
  values: unknown[];
  from: number;
  more: boolean;
}

/** A list's page size (`count`); Tripletex's default and largest useful page is 1000, ours is smaller to bound a page. */
export const PAGE_SIZE = 100;

export function basic(auth: Auth): string {
  return `Basic ${Buffer.from(`${auth.companyId}:${auth.sessionToken}`).toString("base64")}`;
}

function detailOf(body: unknown): string | undefined {
  const parsed = apiError.safeParse(body);
  if (!parsed.success) return undefined;
  const fields = (parsed.data.validationMessages ?? [])
    .map((m) => [m.field, m.message].filter(Boolean).join(": "))
    .filter(Boolean);
  const text = [parsed.data.message, ...fields].filter(Boolean).join("; ");
  return text ? text.slice(0, 500) : undefined;
}

/** The wait a 429 names: `X-Rate-Limit-Reset` (seconds left in the period), else Retry-After, else a minute. */
export function retryAfterMs(headers: Headers): number {
  for (const name of ["x-rate-limit-reset", "retry-after"]) {
    const seconds = Number(headers.get(name));
    if (headers.get(name) !== null && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds) * 1000;
  }
  return 60_000;
}

/** An HTTP status in the spine's words; `session` is true for the session token's own creation (4xx: refused). */
export function failure(status: number, headers: Headers, body: unknown, session = false): AccountingError {
  const detail = detailOf(body);
  if (status === 429)
    return new AccountingError("rateLimited", "Tripletex rate limit", { status, retryAfterMs: retryAfterMs(headers) });
  if (status >= 500) return new AccountingError("unavailable", `Tripletex answered ${status}`, { status });
  if (session) return new AccountingError("refused", "Tripletex refused the tokens", { status, detail });
  if (status === 401) return new AccountingError("unauthorized", "Tripletex session not accepted", { status });
  if (status === 403) return new AccountingError("refused", "Tripletex refused the access", { status, detail });
  if (status === 404) return new AccountingError("notFound", "Not found in Tripletex", { status, detail });
  return new AccountingError("rejected", "Tripletex rejected the request", { status, detail });
}

export class TripletexClient {
  constructor(private readonly env: AccountingEnv) {}

  /** Calls `path` (with its `:action` or `>summary` as the document writes it) and answers the JSON body. */
  async call(
    method: "GET" | "PUT" | "POST" | "DELETE",
    path: string,
    options: { query?: Query; body?: unknown; auth?: Auth; session?: boolean } = {},
  ): Promise<unknown> {
    const url = new URL(`${this.env.apiUrl}${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.auth) headers.authorization = basic(options.auth);
    if (options.body !== undefined) headers["content-type"] = "application/json; charset=utf-8";
    let response: Response;
    try {
      response = await (this.env.fetch ?? fetch)(url.toString(), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.env.timeoutMs),
      });
    } catch (e) {
      const timeout = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
      throw new AccountingError("unavailable", timeout ? "Tripletex did not answer in time" : "Tripletex not reached");
    }
    const text = await response.text().catch(() => "");
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        if (response.ok)
          throw new AccountingError("malformed", "Tripletex answered no JSON", { status: response.status });
      }
    }
    if (!response.ok) throw failure(response.status, response.headers, body, options.session);
    return body;
  }

  /** A single value (`ResponseWrapper`), validated by `schema`. */
  async value<T extends z.ZodType>(
    schema: T,
    method: "GET" | "PUT" | "POST",
    path: string,
    options: { query?: Query; body?: unknown; auth?: Auth; session?: boolean } = {},
  ): Promise<z.infer<T>> {
    const wrapped = valueEnvelope.safeParse(await this.call(method, path, options));
    const parsed = wrapped.success ? schema.safeParse(wrapped.data.value) : null;
    if (!parsed?.success) throw new AccountingError("malformed", `Tripletex's answer to ${path} is not as documented`);
    return parsed.data as z.infer<T>;
  }

  /** One page of a list from `from`, `count` rows at most. */
  async page(path: string, query: Query, auth: Auth, from: number, count = PAGE_SIZE): Promise<ListPage> {
    const parsed = listEnvelope.safeParse(await this.call("GET", path, { query: { ...query, from, count }, auth }));
    if (!parsed.success) throw new AccountingError("malformed", `Tripletex's list ${path} is not as documented`);
    const { values, fullResultSize } = parsed.data;
    // a full page with more counted beyond it: another page follows (fullResultSize alone is "not exact")
    const more = values.length >= count && (fullResultSize ?? Infinity) > from + values.length;
    return { values, from, more };
  }

  /** Every row of a list, page after page, each validated by `schema` (a row that fails is left out). */
  async all<T extends z.ZodType>(schema: T, path: string, query: Query, auth: Auth): Promise<z.infer<T>[]> {
    const rows: z.infer<T>[] = [];
    for (let from = 0, more = true; more;) {
      const page = await this.page(path, query, auth, from, 1000);
      for (const v of page.values) {
        const row = schema.safeParse(v);
        if (row.success) rows.push(row.data as z.infer<T>);
      }
      from += page.values.length;
      more = page.more;
    }
    return rows;
  }
}
