/**
 * Fiken API v2 over HTTP (vendor-docs/fiken): Bearer access tokens, one request at a time per connection («You are
 * only allowed to make a single concurrent API-request»: a lane per token, below), a timeout per request from
 * `env.timeoutMs`, paging by `page`/`pageSize` and the `Fiken-Api-Page-Count` header, and every failure turned into an
 * `AccountingError`. The OAuth calls (token, refresh, revoke) go to `env.authUrl`. Never logs a token or a row.
 */
import { createHash } from "node:crypto";
import type { z } from "zod";
import { AccountingError, type AccountingEnv } from "../provider";
import { tokenAnswer } from "./wire";

export type Query = Record<string, string | number | boolean | undefined>;

/** Fiken's largest page («PageSize has a maximum value of 100»); tests make it smaller to see many pages. */
export const fikenPaging = { pageSize: 100 };

/** One page of a list: its rows as they came (each validated by the caller), the page count, the result count. */
export interface ListPage {
  rows: unknown[];
  pageCount: number;
  resultCount: number | undefined;
}

/**
 * The requests of a connection, one after the other: a call waits for the one before it (on any provider object
 * of this process: the spine makes one per call). Keyed by a digest of the access token, the user's grant.
 */
const lanes = new Map<string, Promise<void>>();
function inLane<T>(token: string, work: () => Promise<T>): Promise<T> {
  const key = createHash("sha256").update(token).digest("base64url");
  const run = (lanes.get(key) ?? Promise.resolve()).then(work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  lanes.set(key, tail);
  void tail.then(() => {
    if (lanes.get(key) === tail) lanes.delete(key);
  });
  return run;
}

/** The wait a 429 names in `Retry-After` (seconds or an HTTP date); two seconds when it names none. */
export function retryAfterMs(headers: Headers, now = Date.now()): number {
  const value = headers.get("retry-after");
  if (value === null) return 2_000;
  const seconds = Number(value);
  if (value.trim() !== "" && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now) : 2_000;
}

/** What Fiken said was wrong, for the user to read (an error body's message or error_description), bounded. */
function detailOf(body: unknown, raw: string): string | undefined {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    const parts = [b.message, b.error_description, b.error].filter((v): v is string => typeof v === "string" && !!v);
    if (parts.length) return parts[0]!.slice(0, 500);
  }
  const text = raw.trim();
  return text && text.length <= 500 && !text.startsWith("<") ? text : undefined;
}

/** An HTTP failure in the spine's words. */
export function failure(status: number, headers: Headers, body: unknown, raw: string): AccountingError {
  const detail = detailOf(body, raw);
  if (status === 429)
    return new AccountingError("rateLimited", "Fiken asks us to wait", { status, retryAfterMs: retryAfterMs(headers) });
  if (status >= 500) return new AccountingError("unavailable", `Fiken answered ${status}`, { status });
  if (status === 401) return new AccountingError("unauthorized", "Fiken did not accept the access token", { status });
  if (status === 403)
    return new AccountingError("refused", "Fiken refused the access (the app's grant or the API module)", {
      status,
      detail,
    });
  if (status === 404) return new AccountingError("notFound", "Not found in Fiken", { status, detail });
  return new AccountingError("rejected", "Fiken rejected the request", { status, ...(detail ? { detail } : {}) });
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export class FikenClient {
  constructor(private readonly env: AccountingEnv) {}

  private async fetchJson(url: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    let raw: string;
    try {
      response = await (this.env.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(this.env.timeoutMs) });
      raw = await response.text();
    } catch (e) {
      const timeout = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
      throw new AccountingError("unavailable", timeout ? "Fiken did not answer in time" : "Fiken was not reached");
    }
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        if (response.ok) throw new AccountingError("malformed", "Fiken answered no JSON", { status: response.status });
      }
    }
    if (!response.ok) throw failure(response.status, response.headers, body, raw);
    return { status: response.status, headers: response.headers, body };
  }

  /** A call to the API as the connection's user, in its lane. `path` is under the API's base (`/companies/...`). */
  call(method: "GET" | "POST" | "PATCH", path: string, token: string, query: Query = {}, body?: unknown) {
    const url = new URL(`${this.env.apiUrl}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${token}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    return inLane(token, () =>
      this.fetchJson(url.toString(), {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  }

  /** A single object, validated by `schema`. */
  async get<T extends z.ZodType>(schema: T, path: string, token: string, query: Query = {}): Promise<z.infer<T>> {
    const parsed = schema.safeParse((await this.call("GET", path, token, query)).body);
    if (!parsed.success) throw new AccountingError("malformed", `Fiken's answer to ${path} is not as documented`);
    return parsed.data as z.infer<T>;
  }

  /** A change (POST/PATCH); answers its `Location` (where Fiken says the made thing is) and its body. */
  async send(method: "POST" | "PATCH", path: string, token: string, body?: unknown, query: Query = {}) {
    const answer = await this.call(method, path, token, query, body);
    return { location: answer.headers.get("location") ?? undefined, body: answer.body };
  }

  /** Page `page` (from 0) of a list; a body that is no array, or no page count, is malformed. */
  async page(path: string, token: string, query: Query, page: number, pageSize = fikenPaging.pageSize) {
    const answer = await this.call("GET", path, token, { ...query, page, pageSize });
    const pageCount = Number(answer.headers.get("fiken-api-page-count"));
    const resultCount = Number(answer.headers.get("fiken-api-result-count"));
    if (!Array.isArray(answer.body) || answer.headers.get("fiken-api-page-count") === null || !(pageCount >= 0))
      throw new AccountingError("malformed", `Fiken's list ${path} is not as documented`);
    return {
      rows: answer.body as unknown[],
      pageCount,
      resultCount:
        Number.isFinite(resultCount) && answer.headers.has("fiken-api-result-count") ? resultCount : undefined,
    } satisfies ListPage;
  }

  /** Every row of a list, page after page, each validated by `schema` (a row that fails is left out). */
  async all<T extends z.ZodType>(schema: T, path: string, token: string, query: Query = {}): Promise<z.infer<T>[]> {
    const rows: z.infer<T>[] = [];
    for (let page = 0, count = 1; page < count && page < 1_000; page++) {
      const read = await this.page(path, token, query, page);
      for (const row of read.rows) {
        const parsed = schema.safeParse(row);
        if (parsed.success) rows.push(parsed.data as z.infer<T>);
      }
      count = read.pageCount;
    }
    return rows;
  }

  /**
   * The token endpoint (`POST {auth}/token`, form-encoded, HTTP Basic with our client id and secret): a code or a
   * refresh token for tokens. A grant Fiken refuses (400 `invalid_grant`, 401) is "refused".
   */
  async token(form: Record<string, string>) {
    const id = this.env.secrets.FIKEN_CLIENT_ID;
    const secret = this.env.secrets.FIKEN_CLIENT_SECRET;
    if (!id || !secret || !this.env.authUrl)
      throw new AccountingError("unavailable", "FIKEN_CLIENT_ID, FIKEN_CLIENT_SECRET or the auth URL is not set");
    let answer: Answer;
    try {
      answer = await this.fetchJson(`${this.env.authUrl}/token`, {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`,
        },
        body: new URLSearchParams(form).toString(),
      });
    } catch (e) {
      if (e instanceof AccountingError && (e.details.status === 400 || e.details.status === 401))
        throw new AccountingError("refused", "Fiken refused the grant", e.details);
      throw e;
    }
    const parsed = tokenAnswer.safeParse(answer.body);
    if (!parsed.success) throw new AccountingError("malformed", "Fiken's token answer is not as documented");
    return parsed.data;
  }

  /** `POST {auth}/revoke` with the access token: the grant, its access and refresh tokens are forgotten. */
  async revoke(token: string): Promise<void> {
    if (!this.env.authUrl) return;
    await this.fetchJson(`${this.env.authUrl}/revoke`, {
      method: "POST",
      headers: { accept: "application/json", authorization: `Bearer ${token}` },
    });
  }
}
