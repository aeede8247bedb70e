/**
 * Visma eAccounting API v2 over HTTP: Bearer tokens from Visma's identity server, a timeout per request from
 * `env.timeoutMs` (AbortSignal), the list envelope (`{ Meta, Data }`) validated, every failure an `AccountingError`.
 * Lists page with the OData options `$page` (1-based) and `$pagesize` that the developer portal's "query
 * customization" documents (the OpenAPI document itself declares only each operation's own parameters). Never logs
 * a token or a row.
 */
import type { z } from "zod";
import { AccountingError, type AccountingEnv } from "../provider";
import { badRequest, listEnvelope, type Meta } from "./wire";

export type Query = Record<string, string | number | boolean | undefined>;

/** Rows per page of a sync (its customers are read per page, so this bounds a page's requests too). */
export const PAGE_SIZE = 50;
/** Rows per page of the short lists (accounts, cost centers, bank accounts); Visma's largest page is 1000. */
export const LIST_PAGE_SIZE = 500;

function detailOf(body: unknown): string | undefined {
  const parsed = badRequest.safeParse(body);
  if (!parsed.success) return undefined;
  const fields = (parsed.data.Errors ?? []).map((e) => [e.Field, e.Message].filter(Boolean).join(": "));
  const detail = [parsed.data.DeveloperErrorMessage, ...fields].filter(Boolean).join("; ");
  return detail ? detail.slice(0, 500) : undefined;
}

/** The wait a 429 names (Retry-After in seconds, or an HTTP date), else a minute. */
export function retryAfterMs(headers: Headers, now = Date.now()): number {
  const value = headers.get("retry-after");
  if (value !== null && value.trim() !== "") {
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds) * 1000;
    const at = Date.parse(value);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  return 60_000;
}

/** An HTTP status of the API in the spine's words. */
export function failure(status: number, headers: Headers, body: unknown): AccountingError {
  if (status === 429)
    return new AccountingError("rateLimited", "Visma rate limit", { status, retryAfterMs: retryAfterMs(headers) });
  if (status >= 500) return new AccountingError("unavailable", `Visma answered ${status}`, { status });
  if (status === 401) return new AccountingError("unauthorized", "Visma did not accept the token", { status });
  // 403: "the company is not active, or the startup guide is not completed", or a scope the grant lacks
  if (status === 403)
    return new AccountingError("refused", "Visma refused the access", { status, detail: detailOf(body) });
  if (status === 404) return new AccountingError("notFound", "Not found in Visma", { status });
  return new AccountingError("rejected", "Visma rejected the request", { status, detail: detailOf(body) });
}

/** A fetch with the env's timeout; a network failure or timeout is "unavailable". */
export async function send(env: AccountingEnv, url: string, init: RequestInit): Promise<Response> {
  try {
    return await (env.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(env.timeoutMs) });
  } catch (e) {
    const timeout = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
    throw new AccountingError("unavailable", timeout ? "Visma did not answer in time" : "Visma not reached");
  }
}

/** The body as JSON (undefined when empty); a success that is no JSON is malformed. */
export async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new AccountingError("malformed", "Visma answered no JSON", { status: response.status });
    return undefined;
  }
}

export interface ListPage {
  rows: unknown[];
  meta: Meta;
}

export class VismaClient {
  constructor(
    private readonly env: AccountingEnv,
    private readonly accessToken: string,
  ) {}

  async call(method: "GET" | "POST", path: string, options: { query?: Query; body?: unknown } = {}): Promise<unknown> {
    const url = new URL(`${this.env.apiUrl}${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${this.accessToken}` };
    if (options.body !== undefined) headers["content-type"] = "application/json; charset=utf-8";
    const response = await send(this.env, url.toString(), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = await jsonOf(response);
    if (!response.ok) throw failure(response.status, response.headers, body);
    return body;
  }

  /** One value validated by `schema` (malformed when it is not as documented). */
  async value<T extends z.ZodType>(
    schema: T,
    method: "GET" | "POST",
    path: string,
    options: { query?: Query; body?: unknown } = {},
  ): Promise<z.infer<T>> {
    const parsed = schema.safeParse(await this.call(method, path, options));
    if (!parsed.success) throw new AccountingError("malformed", `Visma's answer to ${path} is not as documented`);
    return parsed.data as z.infer<T>;
  }

  /** Page `page` (1-based) of a list: its rows as they came (each validated by the caller) and its `Meta`. */
  async page(path: string, query: Query, page: number, pageSize = PAGE_SIZE): Promise<ListPage> {
    const body = await this.call("GET", path, { query: { ...query, $page: page, $pagesize: pageSize } });
    const parsed = listEnvelope.safeParse(body);
    if (!parsed.success) throw new AccountingError("malformed", `Visma's list ${path} is not as documented`);
    return { rows: parsed.data.Data, meta: parsed.data.Meta };
  }

  /** Every row of a short list, page after page, each validated by `schema` (a row that fails is left out). */
  async all<T extends z.ZodType>(schema: T, path: string, query: Query = {}): Promise<z.infer<T>[]> {
    const rows: z.infer<T>[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const read = await this.page(path, query, page, LIST_PAGE_SIZE);
      for (const v of read.rows) {
        const row = schema.safeParse(v);
        if (row.success) rows.push(row.data as z.infer<T>);
      }
      pages = Math.min(read.meta.TotalNumberOfPages, 1000);
    }
    return rows;
  }
}
