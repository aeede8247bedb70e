import { describe, expect, it, vi } from "vitest";
import type { LambdaContext, LambdaEvent } from "hono/aws-lambda";
import { API_FUNCTIONS, type ApiFunctionName } from "./manifest";

type Handler = (event: LambdaEvent, context: LambdaContext) => Promise<unknown>;

/** An API Gateway HTTP API (payload 2.0) event for `method path`. */
function event(method: string, path: string, body?: string, lang = "en"): LambdaEvent {
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    headers: { host: "api.example.com", "accept-language": lang, "content-type": "application/json" },
    requestContext: {
      accountId: "123456789012",
      apiId: "api",
      domainName: "api.example.com",
      domainPrefix: "api",
      http: { method, path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "test" },
      requestId: "r1",
      routeKey: "$default",
      stage: "$default",
      time: "22/Nov/2026:03:00:00 +0000",
      timeEpoch: 0,
    },
    body,
    isBase64Encoded: false,
  } as unknown as LambdaEvent;
}

async function call(name: ApiFunctionName, method: string, path: string, body?: string, lang = "en") {
  const { handler } = (await import(`./${name}.ts`)) as { handler: Handler };
  const res = (await handler(event(method, path, body, lang), {} as LambdaContext)) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) as Record<string, unknown> };
}

describe("the API functions", () => {
  it("each answers through its Lambda handler behind the shared middleware", async () => {
    for (const f of API_FUNCTIONS) {
      const res = await call(f.name, "GET", "/v1/no-such-thing");
      // the shared 404, error body, language and headers (base.ts)
      expect(res, f.name).toMatchObject({
        status: 404,
        body: { code: "NOT_FOUND", message: "This address does not exist in the API." },
      });
      expect(res.headers["x-request-id"], f.name).toBeTruthy();
      expect(res.headers["x-content-type-options"], f.name).toBe("nosniff");
    }
  });

  it("serve their own routes: validation in auth, the actor check in the ledger and accounts", async () => {
    const login = await call("auth", "POST", "/v1/auth/login", JSON.stringify({ email: 1 }));
    expect(login.status).toBe(422);
    expect(login.body.errors).toHaveProperty("email");
    for (const [name, path] of [
      ["ledger", "/v1/debtors"],
      ["accounts", "/v1/customers"],
      ["imports", "/v1/imports"],
      ["admin", "/v1/activity-logs"],
    ] as const) {
      expect((await call(name, "GET", path)).status, `${name} ${path}`).toBe(401);
    }
  });

  it("serve nothing of another function", async () => {
    expect((await call("auth", "GET", "/v1/debtors")).status).toBe(404);
    expect((await call("ledger", "POST", "/v1/auth/login", "{}")).status).toBe(404);
  });
});

/** A route of each function's own, and its answer to a caller not signed in (or, for sign-in, a malformed body). */
const OWN_ROUTE = {
  auth: ["POST", "/v1/auth/login", JSON.stringify({ email: 1 })],
  accounts: ["GET", "/v1/customers"],
  ledger: ["GET", "/v1/debtors"],
  imports: ["GET", "/v1/imports"],
  integrations: ["GET", "/v1/integration-settings"],
  cases: ["GET", "/v1/cases"],
  collection: ["GET", "/v1/procedures"],
  operations: ["PATCH", "/v1/cases/1/pause", "{}"],
  credit: ["GET", "/v1/credit-checks"],
  admin: ["GET", "/v1/activity-logs"],
} as const satisfies Record<ApiFunctionName, readonly string[]>;

describe("each API function alone (its own modules only, as in its bundle)", () => {
  it("answers a route of its own with a translated error in both languages", async () => {
    for (const f of API_FUNCTIONS) {
      // a fresh module graph per function: only the catalogues and entities its own modules register
      vi.resetModules();
      const [method, path, body] = OWN_ROUTE[f.name] as readonly [string, string, string?];
      const { messages } = await import("@innfri/core/i18n/messages");
      const texts = { no: "", en: "" };
      for (const lang of ["no", "en"] as const) {
        const res = await call(f.name, method, path, body, lang);
        expect([401, 422], `${f.name} ${path}`).toContain(res.status);
        const key = res.status === 401 ? "auth.unauthenticated" : "validation.invalid";
        expect(res.body.message, `${f.name} ${lang}`).toBe(messages[lang][key]);
        texts[lang] = res.body.message as string;
      }
      expect(texts.no, f.name).not.toBe(texts.en);
    }
  });

  it("registers only the catalogues and entities of the contexts it uses", async () => {
    const loaded = async (name: ApiFunctionName) => {
      vi.resetModules();
      await import(`./${name}.ts`);
      const { messages } = await import("@innfri/core/i18n/messages");
      const { db } = await import("@innfri/core/dynamo/db");
      const keys = Object.keys(messages.en);
      return { keys, entities: Object.keys(db().entities) };
    };
    const auth = await loaded("auth");
    expect(auth.keys.filter((k) => /^(cases|law|procedures|imports|ledger|voucherType)\./.test(k))).toEqual([]);
    expect(auth.entities).not.toContain("case");
    expect(auth.entities).not.toContain("procedure");
    expect(auth.entities).toEqual(expect.arrayContaining(["user", "session", "counter", "activityLog"]));
    // the customer's collection "customerAccount" has every member where it is read (accounts/customer-settings.ts)
    const accounts = await loaded("accounts");
    expect(accounts.entities).toEqual(
      expect.arrayContaining(["customer", "notificationSetting", "caseSetting", "caseAllowance"]),
    );
    expect(accounts.entities).not.toContain("case");
    const cases = await loaded("cases");
    expect(cases.keys.some((k) => k.startsWith("cases."))).toBe(true);
    // (the case settings come with the modules that read them: starting a case loads on its first request)
    expect(cases.entities).toEqual(expect.arrayContaining(["case", "caseEvent", "caseStep", "counter"]));
  });
});
