/**
 * PowerOffice Go v2 over HTTP (docs/accounting-poweroffice.md): an access token by OAuth2 client credentials (our
 * application key + the customer's client key), then every call with that bearer token and our
 * `Ocp-Apim-Subscription-Key`; a timeout per request from `env.timeoutMs`; every failure an `AccountingError`.
 * Never logs a key, a token or a row.
 */
import type { z } from "zod";
import { Clock } from "../../clock";
import { AccountingError, type AccountingEnv } from "../provider";
import { tokenAnswer } from "./wire";

export type Query = Record<string, string | number | boolean | undefined>;

/** The page size we ask for (`ResourceParameters.PageSize`; the document's default is 5 000, its maximum 20 000). */
export const PAGE_SIZE = 100;

const detailOf = (body: unknown): string | undefined => {
  if (!body || typeof body !== "object") return undefined;
  // the schema writes ProblemDetails in PascalCase, the document's examples in camelCase: read either
  const b = body as Record<string, unknown>;
  const text = [b.Title ?? b.title, b.Detail ?? b.detail].filter((v) => typeof v === "string" && v).join(": ");
  return text ? text.slice(0, 500) : undefined;
};

/** The wait a 429 names in Retry-After (seconds or an HTTP date), else a minute. */
export function retryAfterMs(headers: Headers): number {
  const value = headers.get("retry-after");
  if (value !== null && value.trim() !== "") {
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds) * 1000;
    const at = Date.parse(value);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  return 60_000;
}

/** An HTTP status in the spine's words; `token` is true for the token request (a 400/401 there: keys refused). */
export function failure(status: number, headers: Headers, body: unknown, token = false): AccountingError {
  const detail = detailOf(body);
  if (status === 429)
    return new AccountingError("rateLimited", "PowerOffice rate limit", {
      status,
      retryAfterMs: retryAfterMs(headers),
    });
  if (status >= 500) return new AccountingError("unavailable", `PowerOffice answered ${status}`, { status });
  if (token && status < 500) return new AccountingError("refused", "PowerOffice refused the client key", { status });
  if (status === 401) return new AccountingError("unauthorized", "PowerOffice access token not accepted", { status });
  if (status === 403) return new AccountingError("refused", "PowerOffice refused the access", { status, detail });
  if (status === 404) return new AccountingError("notFound", "Not found in PowerOffice", { status, detail });
  return new AccountingError("rejected", "PowerOffice rejected the request", { status, detail });
}

export class PowerOfficeClient {
  constructor(private readonly env: AccountingEnv) {}

  private async send(url: string, init: RequestInit, token: boolean): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await (this.env.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(this.env.timeoutMs) });
    } catch (e) {
      const timeout = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
      throw new AccountingError(
        "unavailable",
        timeout ? "PowerOffice did not answer in time" : "PowerOffice not reached",
      );
    }
    const text = await response.text().catch(() => "");
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        if (response.ok)
          throw new AccountingError("malformed", "PowerOffice answered no JSON", { status: response.status });
      }
    }
    if (!response.ok) throw failure(response.status, response.headers, body, token);
    return { status: response.status, body };
  }

  private secret(name: "POWEROFFICE_APPLICATION_KEY" | "POWEROFFICE_SUBSCRIPTION_KEY"): string {
    const value = this.env.secrets[name];
    if (!value) throw new AccountingError("unavailable", `${name} is not set`);
    return value;
  }

  /** Client credentials → an access token and when it expires (epoch ms). A refused client key is "refused". */
  async token(clientKey: string): Promise<{ accessToken: string; expiresAt: number }> {
    if (!this.env.authUrl) throw new AccountingError("unavailable", "PowerOffice's auth URL is not set");
    const basic = Buffer.from(`${this.secret("POWEROFFICE_APPLICATION_KEY")}:${clientKey}`).toString("base64");
    const { body } = await this.send(
      `${this.env.authUrl}/Token`,
      {
        method: "POST",
        headers: {
          authorization: `Basic ${basic}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "Ocp-Apim-Subscription-Key": this.secret("POWEROFFICE_SUBSCRIPTION_KEY"),
        },
        body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
      },
      true,
    );
    const parsed = tokenAnswer.safeParse(body);
    if (!parsed.success) throw new AccountingError("malformed", "PowerOffice's token answer is not as expected");
    // the token lives 20 minutes (SOURCES.md); `expires_in` says so when given
    return {
      accessToken: parsed.data.access_token,
      expiresAt: Clock.nowMs() + (parsed.data.expires_in ?? 1200) * 1000,
    };
  }

  /** Calls `path` under the API with the bearer token; answers the JSON body (undefined for 204). */
  async call(
    accessToken: string,
    method: "GET" | "POST",
    path: string,
    options: { query?: Query; body?: unknown } = {},
  ): Promise<unknown> {
    const url = new URL(`${this.env.apiUrl}${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: `Bearer ${accessToken}`,
      "Ocp-Apim-Subscription-Key": this.secret("POWEROFFICE_SUBSCRIPTION_KEY"),
    };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const { body } = await this.send(
      url.toString(),
      { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
      false,
    );
    return body;
  }

  /** A single object, validated by `schema` (not as documented: malformed). */
  async one<T extends z.ZodType>(schema: T, accessToken: string, path: string, query?: Query): Promise<z.infer<T>> {
    const parsed = schema.safeParse(await this.call(accessToken, "GET", path, { query }));
    if (!parsed.success) throw new AccountingError("malformed", `PowerOffice's answer to ${path} is not as documented`);
    return parsed.data as z.infer<T>;
  }

  /**
   * Page `pageNumber` (1-based) of a list: the rows as they came (each validated by the caller) and whether another
   * page may follow (a full page). `ResourceParameters` travels as its own query fields (form style, exploded); 204
   * is an empty page.
   */
  async page(
    accessToken: string,
    path: string,
    query: Query,
    pageNumber: number,
    pageSize = PAGE_SIZE,
  ): Promise<{ rows: unknown[]; more: boolean }> {
    const body = await this.call(accessToken, "GET", path, {
      query: { ...query, PageNumber: pageNumber, PageSize: pageSize },
    });
    if (body === undefined) return { rows: [], more: false };
    if (!Array.isArray(body)) throw new AccountingError("malformed", `PowerOffice's list ${path} is not an array`);
    return { rows: body, more: body.length >= pageSize };
  }

  /** Every row of a list, page after page, each validated by `schema` (a row that fails is left out). */
  async all<T extends z.ZodType>(schema: T, accessToken: string, path: string, query: Query): Promise<z.infer<T>[]> {
    const out: z.infer<T>[] = [];
    for (let n = 1, more = true; more; n++) {
      const page = await this.page(accessToken, path, query, n, 1000);
      for (const v of page.rows) {
        const row = schema.safeParse(v);
        if (row.success) out.push(row.data as z.infer<T>);
      }
      more = page.more;
    }
    return out;
  }
}
